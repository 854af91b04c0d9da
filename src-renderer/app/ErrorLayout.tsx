import { Box, Center } from '@mantine/core';
import { Outlet } from 'react-router';

/** System-error layout of the 403, 404 and 500 pages: no navigation, nothing that could fail again. */
export function ErrorLayout() {
  return (
    <Box mih="100vh" bg="gray.0">
      <Center mih="100vh">
        <Outlet />
      </Center>
    </Box>
  );
}
