import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Field {
  label: string;
  value: ReactNode;
}

/** Label / value rows (a vertical table): how the read-only pages show one record's fields. */
export function FieldTable({ fields, labelWidth = 220, caption }: { fields: Field[]; labelWidth?: number; caption?: string }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder verticalSpacing={6}>
      {caption && (
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text span size="sm" c="dimmed">
            {caption}
          </Text>
        </Table.Caption>
      )}
      <Table.Tbody>
        {fields.map((field) => (
          <Table.Tr key={field.label}>
            <Table.Th w={labelWidth} scope="row">
              {field.label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{field.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A proto3 default (empty string) shown as a dash rather than as nothing. */
export function TextOrDash({ value }: { value: string }) {
  return value ? <>{value}</> : <Text span c="dimmed">—</Text>;
}

export function YesNo({ value }: { value: boolean }) {
  return <Text span fw={500} c={value ? undefined : 'dimmed'}>{value ? 'Yes' : 'No'}</Text>;
}
