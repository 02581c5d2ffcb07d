import { z } from 'zod';

/** One wording for a missing field everywhere (server replies and client forms). Import once per entry point. */
z.config({
  customError: (issue) =>
    issue.input === undefined && issue.code === 'invalid_type' ? 'Required' : undefined,
});
