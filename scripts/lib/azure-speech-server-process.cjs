// The local Azure-protocol server (libs/testing) in a process of its own, for a benchmark whose clients must not share
// an event loop with the provider they measure: started with its options as JSON, it prints its endpoint and runs
// until SIGTERM.
require('../../libs/testing/src/register-swc.cjs');
const { startAzureSpeechServer } = require('../../libs/testing/src/azure-speech-server.ts');

startAzureSpeechServer(JSON.parse(process.argv[2] ?? '{}')).then((server) => {
  process.stdout.write(`${server.endpoint}\n`);
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
});
