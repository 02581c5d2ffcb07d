/** `npm run dev`: the API with restart on change, and Vite with hot reload in front of it. */
import { type ChildProcess, spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '5000';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch-path=src/server', '--watch-path=src/common', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn('vite', ['--host', process.env.HOST ?? '127.0.0.1'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
];
console.log('Open http://localhost:5173 (Vite, hot reload); the API runs on port', apiPort);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
