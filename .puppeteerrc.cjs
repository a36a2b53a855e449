/** Chromium comes from the OS (/usr/bin/chromium); never download a browser at install. */
module.exports = { skipDownload: true };
