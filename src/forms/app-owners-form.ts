// The app owners form: one list of user ids, sent whole by Set and Remove.
import * as z from 'zod/mini';
import { isolateList } from '../components/bidi-isolate';

const userId = z.string().check(z.trim(), z.minLength(1, 'A user id cannot be empty'));

/** Set may send an empty list (the app is left with no owners); Remove needs someone to remove. */
export const appOwnersFormSchema = z.object({
  userIds: z.array(userId).check(
    z.superRefine((ids, ctx) => {
      const seen = new Set<string>();
      const twice = ids.filter((id) => seen.size === seen.add(id).size);
      if (twice.length) ctx.addIssue({ code: 'custom', message: `Listed more than once: ${isolateList([...new Set(twice)])}`, input: ids });
    }),
  ),
});

export type AppOwnersFormValues = z.infer<typeof appOwnersFormSchema>;
