import { Anchor, Badge, Code, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { apiReferenceKeys } from './query-keys.ts';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
  format?: string;
  anyOf?: JsonSchema[];
};
type Operation = {
  /** What the route does, for whom: one sentence (every /api route has one). */
  summary?: string;
  description?: string;
  tags?: string[];
  'x-access'?: 'public' | 'user' | 'admin';
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
};
type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
};
type Entry = { method: string; path: string; op: Operation };

const METHOD_COLORS: Record<string, string> = {
  get: 'blue',
  post: 'sage',
  patch: 'yellow',
  put: 'yellow',
  delete: 'red',
};
const ACCESS_LABELS = {
  public: 'Anyone',
  user: 'Signed in',
  staff: 'Staff or admin',
  admin: 'Admin',
} as const;

/** A schema's type in a few words: "string", "number[]", "'a' | 'b'". */
function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'object');
  return schema.format ? `${type} (${schema.format})` : type;
}

function Fields({ title, schema }: { title: string; schema: JsonSchema | undefined }) {
  const properties = Object.entries(schema?.properties ?? {});
  if (properties.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Stack gap={2} component="ul" m={0} pl="md">
        {properties.map(([name, field]) => (
          <Text key={name} size="sm" component="li">
            <Code>{name}</Code> {typeOf(field)}
            {schema?.required?.includes(name) ? '' : ' (optional)'}
          </Text>
        ))}
      </Stack>
    </div>
  );
}

function OperationCard({ method, path, op }: Entry) {
  const body = op.requestBody?.content?.['application/json']?.schema;
  const query = op.parameters?.filter((p) => p.in === 'query') ?? [];
  const access = op['x-access'];
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`${method.toUpperCase()} ${path}`}>
      <Group gap="xs" wrap="wrap">
        <Badge color={METHOD_COLORS[method] ?? 'gray'} variant="filled" radius="sm">
          {method.toUpperCase()}
        </Badge>
        <Code fz="sm" style={{ wordBreak: 'break-all' }}>
          {path}
        </Code>
        {access && (
          <Badge variant="light" color={access === 'admin' ? 'ember' : 'gray'}>
            {ACCESS_LABELS[access]}
          </Badge>
        )}
      </Group>
      {op.summary && (
        <Text fw={600} mt="xs">
          {op.summary}
        </Text>
      )}
      {op.description && (
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
          {op.description}
        </Text>
      )}
      <Stack gap="xs" mt="xs">
        <Fields title="Body" schema={body} />
        {query.length > 0 && (
          <Fields
            title="Query"
            schema={{
              properties: Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}])),
              required: query.filter((p) => p.required).map((p) => p.name),
            }}
          />
        )}
        <Text size="xs" c="dimmed">
          Answers {Object.keys(op.responses ?? {}).join(', ')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The API's OpenAPI description, readable: every route by feature, with its access, body and answers. */
export function ApiReferencePage() {
  const doc = useQuery({
    queryKey: apiReferenceKeys.description,
    queryFn: () => api.get<OpenApiDocument>('/api/openapi.json'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [search, setSearch] = useState('');
  return (
    <Container size="md" py="lg">
      <Title order={1}>API Reference</Title>
      <Text c="dimmed" mt={4}>
        Every route of the API, generated from the schemas the server checks. The machine-readable description
        is at{' '}
        <Anchor href="/api/openapi.json" target="_blank">
          /api/openapi.json
        </Anchor>{' '}
        (OpenAPI 3.1).
      </Text>
      <TextInput
        mt="md"
        label="Search routes"
        placeholder="quotes, /api/orders, admin…"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <QueryState
        query={doc}
        loadingLabel="Loading the API reference"
        errorTitle="The API reference could not be loaded"
        skeletons={{ count: 4, height: 90 }}
      >
        {(data) => <Operations doc={data} search={search} />}
      </QueryState>
    </Container>
  );
}

function Operations({ doc, search }: { doc: OpenApiDocument; search: string }) {
  const needle = search.trim().toLowerCase();
  const entries: Entry[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method, path, op })),
  );
  const shown = entries.filter(
    (e) =>
      !needle ||
      `${e.method} ${e.path} ${e.op.summary ?? ''} ${e.op.description ?? ''} ${e.op['x-access'] ?? ''}`
        .toLowerCase()
        .includes(needle),
  );
  const byTag = new Map<string, Entry[]>();
  for (const entry of shown) {
    const tag = entry.op.tags?.[0] ?? 'other';
    byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
  }
  if (shown.length === 0) return <Text mt="lg">No route matches “{search}”.</Text>;
  return (
    <Stack gap="xl" mt="lg">
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown.length} of {entries.length} routes
      </Text>
      {[...byTag.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([tag, list]) => (
          <section key={tag} aria-labelledby={`api-${tag}`}>
            <Title order={2} fz="h4" id={`api-${tag}`} mb="sm">
              {tag}
            </Title>
            <Stack gap="sm">
              {list.map((entry) => (
                <OperationCard key={`${entry.method} ${entry.path}`} {...entry} />
              ))}
            </Stack>
          </section>
        ))}
    </Stack>
  );
}
