// The one global stylesheet stays in the entry: index.html links it, and the server-written
// first paint is drawn with it before any script runs (decision 0202).
import './styles/global.css';
import { afterFirstPaint } from './app/after-first-paint';
import { nextTask } from './lib/scheduling';

async function main(): Promise<void> {
  await afterFirstPaint();
  // The start-up code is evaluated in two stages, each its own task, rather than as one module
  // graph in one long task (DESIGN.md §11, TBT): React's renderer, then the app. Only whole
  // modules are staged: a library imported as a namespace here would lose its tree-shaking.
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./app/start');
  await startApp();
}

void main();
