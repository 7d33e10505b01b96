// The one global stylesheet stays in the entry: index.html links it, and the server-written
// first paint is drawn with it before any script runs (decision 0202).
import './styles/global.css';
import { afterFirstPaint } from './app/after-first-paint';

async function main(): Promise<void> {
  await afterFirstPaint();
  // Contracts download beside the app: every start-up request is parsed with them.
  const [{ startApp }] = await Promise.all([import('./app/start'), import('./lib/contracts')]);
  await startApp();
}

void main();
