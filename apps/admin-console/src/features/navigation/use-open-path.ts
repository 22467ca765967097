import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { isConsolePath } from './app-paths';
import { loadPage } from './load-page';

/** Opens a same-origin path: in the console through the router, elsewhere by loading the page. */
export function useOpenPath(): (path: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (path: string) => {
      if (isConsolePath(path)) await navigate({ href: path });
      else loadPage(path);
    },
    [navigate],
  );
}
