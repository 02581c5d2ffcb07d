import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { seedDatabase } from './db/seed.ts';

class StartError extends Error {}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  const app = await buildApp({
    config,
    db: database.db,
    pubsub: database.pubsub,
    closeDatabase: database.close,
    backgroundJobs: true,
  });
  const report = await seedDatabase(database.db, config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests and closing the database`);
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Close the database first, so its lock file does not outlive this failed start.
    await app.close().catch(() => undefined);
    const code = (error as { code?: string }).code;
    if (code === 'EADDRINUSE')
      throw new StartError(`Port ${config.port} is already in use: stop the other program or set PORT.`);
    if (code === 'EACCES')
      throw new StartError(`Port ${config.port} needs more privileges: choose another PORT.`);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${port}`;
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`\nCatering app ready at ${url} (${where})`);
  if (report.createdDemoAccounts.length > 0) {
    console.log('Demo accounts created (DEMO_DATA is on):');
    for (const account of report.createdDemoAccounts) {
      console.log(
        `  ${account.role.padEnd(6)}  username: ${account.username}  password: ${account.password}`,
      );
    }
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof StartError) {
    console.error(error.message);
  } else {
    console.error('The app could not start:', error);
  }
  process.exit(1);
});
