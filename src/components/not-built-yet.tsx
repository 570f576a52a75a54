import { Alert, Container, Title } from '@mantine/core';

/** A route whose page is not built yet says so plainly instead of showing invented content. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <Container size="md" py="md">
      <Title order={1} mb="md">
        {title}
      </Title>
      <Alert color="gray" title="Not built yet">
        This page is part of the console's plan but has not been built yet.
      </Alert>
    </Container>
  );
}
