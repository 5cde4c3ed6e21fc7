console.error('404 Error: User attempted to access non-existent route:', location.pathname);
