import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';

export function isHomePath(path: string): boolean {
  return path === '/' || path === '/index.html';
}

export function App({ path }: { path: string }) {
  return isHomePath(path) ? <HomePage /> : <NotFoundPage path={path} />;
}
