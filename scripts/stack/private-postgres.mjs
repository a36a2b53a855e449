// The stack's own PostgreSQL (Debian's `postgresql` package): one server for every service, each in its own schema of
// one database, where an embedded PGlite per service cost ~800 MB each. The cluster is created on the first start in
// <data>/postgres, listens on 127.0.0.1 only (its socket in <run>/postgres), and asks for passwords generated then and
// kept in <data>/postgres-credentials (mode 0600). PostgreSQL refuses to run as root: under root it runs as the
// `postgres` account the package creates.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { isListening } from './readiness.mjs';
import { StackConfigError } from './stack-config.mjs';

const SUPERUSER = 'postgres';
/** The services' role and database: they own their schemas in it, nothing more. */
const APP_ROLE = 'medi';
const APP_DATABASE = 'medi';
const DEBIAN_VERSIONS_DIR = '/usr/lib/postgresql';
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

  async isReady() {
    if (!(await isListening(this.port))) return false;
    const client = this.#superuserClient();
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  }

  /** The services' role and database, created on the first start (each service then migrates its own schema). */
  async ensureAppDatabase() {
    const client = this.#superuserClient();
    await client.connect();
    try {
      const role = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
      if (role.rowCount === 0) {
        const password = client.escapeLiteral(this.#credentials.APP_PASSWORD);
        await client.query(`CREATE ROLE ${APP_ROLE} LOGIN PASSWORD ${password}`);
      }
      const database = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [APP_DATABASE]);
      if (database.rowCount === 0) await client.query(`CREATE DATABASE ${APP_DATABASE} OWNER ${APP_ROLE}`);
    } finally {
      await client.end();
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

  #superuserClient() {
    return new pg.Client({
      connectionString: this.#url(SUPERUSER, this.#credentials.SUPERUSER_PASSWORD, 'postgres'),
      connectionTimeoutMillis: 2_000,
    });
  }

  #url(user, password, database) {
    return `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${this.port}/${database}`;
  }
}
