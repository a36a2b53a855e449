// Sending e-mail (nodemailer), apart from the package's main entry: only the services that send mail (auth, report)
// load it.
export * from './mail.repository';
export * from './mail.module';
