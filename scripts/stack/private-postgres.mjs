// The stack's own PostgreSQL (Debian's `postgresql` package): one server for every service, each in its own schema of
// one database, where an embedded PGlite per service cost ~800 MB each. The cluster is created on the first start in
// <data>/postgres, listens on 127.0.0.1 only (its socket in <run>/postgres), and asks for passwords generated then and
// kept in <data>/postgres-credentials (mode 0600). PostgreSQL refuses to run as root: under root it runs as the
// `postgres` account the package creates. The supervisor talks to it through the server's own tools (pg_isready, psql)
// rather than the `pg` client: the supervisor lives as long as the stack, and loading `pg` (with the TLS and SCRAM
// code it brings in) kept ~11 MB resident in it for two queries at start-up.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { isListening } from './readiness.mjs';
import { StackConfigError } from './stack-config.mjs';

const SUPERUSER = 'postgres';
/** The services' role and database: they own their schemas in it, nothing more. */
const APP_ROLE = 'medi';
const APP_DATABASE = 'medi';
const DEBIAN_VERSIONS_DIR = '/usr/lib/postgresql';
const CONNECT_TIMEOUT_SECONDS = 2;
const runFile = promisify(execFile);
// Idle and small: a single clinic's load, and memory is what this server replaces PGlite for. Nothing replicates
// from it, so it runs without the logical replication launcher (a process of ~8 MB).
const SERVER_SETTINGS = [
  'shared_buffers=32MB',
  'max_connections=100',
  'huge_pages=off',
  'max_logical_replication_workers=0',
];

/** PG_BIN_DIR, else the newest Debian /usr/lib/postgresql/<version>/bin, else the directory of `postgres` on PATH. */
function findBinaries(env) {
  if (env.PG_BIN_DIR) return env.PG_BIN_DIR;
  const versions = existsSync(DEBIAN_VERSIONS_DIR)
    ? readdirSync(DEBIAN_VERSIONS_DIR)
        .filter((version) => existsSync(join(DEBIAN_VERSIONS_DIR, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length > 0) return join(DEBIAN_VERSIONS_DIR, versions[0], 'bin');
  const onPath = spawnSync('sh', ['-c', 'command -v postgres'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return dirname(onPath);
  throw new StackConfigError(
    'PostgreSQL is not installed: install the `postgresql` package (`npm start` does) or set PG_BIN_DIR.',
  );
}

/** The account the server runs as when the stack runs as root; undefined otherwise (it runs as the caller). */
function serverAccount() {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag) => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new StackConfigError(
      'PostgreSQL refuses to run as root and there is no `postgres` account: install the `postgresql` package.',
    );
  }
}

function readCredentials(path) {
  if (!existsSync(path)) return null;
  const values = Object.fromEntries(
    readFileSync(path, 'utf8')
      .split('\n')
      .map((line) => line.match(/^([A-Z_]+)=(.*)$/))
      .filter(Boolean)
      .map((match) => [match[1], match[2]]),
  );
  return values.SUPERUSER_PASSWORD && values.APP_PASSWORD ? values : null;
}

export class PrivatePostgres {
  #credentials;

  constructor({ dataDir, runDir, port, env }) {
    this.port = port;
    this.clusterDir = join(dataDir, 'postgres');
    this.socketDir = join(runDir, 'postgres');
    this.credentialsPath = join(dataDir, 'postgres-credentials');
    this.binDir = findBinaries(env);
    this.account = serverAccount();
  }

  /** Creates the cluster on the first start; returns what SupervisedProcess needs to run the server. */
  prepare() {
    mkdirSync(this.socketDir, { recursive: true, mode: 0o700 });
    this.#own(this.socketDir);
    if (!existsSync(join(this.clusterDir, 'PG_VERSION'))) this.#createCluster();
    this.#credentials = readCredentials(this.credentialsPath);
    if (!this.#credentials) {
      throw new StackConfigError(
        `${this.credentialsPath} is missing or incomplete, so the database in ${this.clusterDir} cannot be opened. ` +
          'Restore the file, or delete that directory to start with an empty database.',
      );
    }
    return {
      command: join(this.binDir, 'postgres'),
      args: [
        ...['-D', this.clusterDir, '-p', String(this.port), '-c', 'listen_addresses=127.0.0.1'],
        ...['-c', `unix_socket_directories=${this.socketDir}`],
        ...SERVER_SETTINGS.flatMap((setting) => ['-c', setting]),
      ],
      user: this.account,
    };
  }

  /** The services' DATABASE_URL of a cluster the stack created already (for tools that read what it holds). */
  existingServiceUrl() {
    this.#credentials ??= readCredentials(this.credentialsPath);
    if (!this.#credentials) throw new StackConfigError(`${this.credentialsPath} is missing or incomplete.`);
    return this.serviceUrl;
  }

  /** What the services get as DATABASE_URL. */
  get serviceUrl() {
    return this.#url(APP_ROLE, this.#credentials.APP_PASSWORD, APP_DATABASE);
  }

  /** True once the server accepts connections (it refuses them while it starts or recovers). */
  async isReady() {
    if (!(await isListening(this.port))) return false;
    try {
      await runFile(join(this.binDir, 'pg_isready'), [...this.#connectionArguments(), '--quiet'], {
        timeout: CONNECT_TIMEOUT_SECONDS * 1000,
      });
      return true;
    } catch {
      return false;
    }
  }

  /** The services' role and database, created on the first start (each service then migrates its own schema). */
  async ensureAppDatabase() {
    // \gexec runs the statement a row holds, and the rows are there only for what does not exist yet. The password
    // goes through standard input, never the command line (which every account on the machine can read).
    const password = this.#credentials.APP_PASSWORD.replaceAll("'", "''");
    const script = [
      `SELECT format('CREATE ROLE %I LOGIN PASSWORD %L', '${APP_ROLE}', '${password}')`,
      `  WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') \\gexec`,
      `SELECT format('CREATE DATABASE %I OWNER %I', '${APP_DATABASE}', '${APP_ROLE}')`,
      `  WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = '${APP_DATABASE}') \\gexec`,
      '',
    ].join('\n');
    const psql = runFile(
      join(this.binDir, 'psql'),
      [...this.#connectionArguments(), '--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1'],
      {
        env: {
          ...process.env,
          PGPASSWORD: this.#credentials.SUPERUSER_PASSWORD,
          PGCONNECT_TIMEOUT: String(CONNECT_TIMEOUT_SECONDS),
        },
      },
    );
    psql.child.stdin.end(script);
    try {
      await psql;
    } catch (error) {
      throw new StackConfigError(
        `Could not create the services' database (psql): ${error.stderr || error.message}`,
      );
    }
  }

  #createCluster() {
    mkdirSync(this.clusterDir, { recursive: true, mode: 0o700 });
    this.#own(this.clusterDir);
    this.#assertReachable();
    const credentials = {
      SUPERUSER_PASSWORD: randomBytes(18).toString('base64url'),
      APP_PASSWORD: randomBytes(18).toString('base64url'),
    };
    // initdb reads the superuser's password from a file the server's account can read; it is gone right after.
    const passwordFile = join(this.socketDir, 'initdb-password');
    writeFileSync(passwordFile, credentials.SUPERUSER_PASSWORD, { mode: 0o600 });
    this.#own(passwordFile);
    const result = spawnSync(
      join(this.binDir, 'initdb'),
      [
        ...['-D', this.clusterDir, '-U', SUPERUSER, '--pwfile', passwordFile],
        ...['--auth=scram-sha-256', '--encoding=UTF8', '--no-locale'],
      ],
      { encoding: 'utf8', ...this.account },
    );
    rmSync(passwordFile, { force: true });
    if (result.status !== 0) {
      throw new StackConfigError(
        `Could not create the database in ${this.clusterDir} (initdb): ${result.error?.message ?? ''}\n${result.stderr}`,
      );
    }
    const text = Object.entries(credentials).map(([key, value]) => `${key}=${value}\n`);
    writeFileSync(this.credentialsPath, text.join(''), { mode: 0o600 });
  }

  /** Under root the server's account must reach the data directory through every directory above it. */
  #assertReachable() {
    if (!this.account) return;
    const probe = spawnSync('test', ['-w', this.clusterDir], this.account);
    if (probe.status !== 0) {
      throw new StackConfigError(
        `PostgreSQL runs as the "${SUPERUSER}" account, which cannot reach ${this.clusterDir}: let it through the ` +
          'directories above (chmod o+x) or set STACK_DATA_DIR to a directory it can reach.',
      );
    }
  }

  #own(path) {
    if (this.account) chownSync(path, this.account.uid, this.account.gid);
  }

  /** Over TCP as the superuser, like the services (the socket directory may belong to the server's account). */
  #connectionArguments() {
    return ['--host=127.0.0.1', `--port=${this.port}`, `--username=${SUPERUSER}`, '--dbname=postgres'];
  }

  #url(user, password, database) {
    return `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${this.port}/${database}`;
  }
}
