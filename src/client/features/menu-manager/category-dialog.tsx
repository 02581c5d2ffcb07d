import { Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type MenuCategory, MenuCategoryInputSchema } from '../../../common/menu/schema.ts';
import { api } from '../../lib/api.ts';
import { focusFirstError, showSubmitError } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { menuKeys } from '../menu/query-keys.ts';

type Values = z.input<typeof MenuCategoryInputSchema>;

/** Categories are managed data: an admin adds one here and every menu and filter offers it. */
export function CategoryDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { label: '', kind: 'catering' },
    validate: zodValidate(MenuCategoryInputSchema),
  });
  const create = useMutation({
    mutationFn: (values: Values) => api.post<MenuCategory>('/api/menu-categories', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.categories }),
  });

  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Add Category">
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) =>
            create.mutate(values, {
              onSuccess: (category) => {
                notifySuccess('Category Added', `${category.label} is now on the category list.`);
                close();
              },
              onError: (error) => {
                showSubmitError(error, {
                  title: 'Error',
                  fallback: 'Failed to add the category.',
                  setErrors: form.setErrors,
                });
              },
            }),
          focusFirstError,
        )}
      >
        <Stack gap="md">
          <TextInput
            label="Category name"
            withAsterisk
            placeholder="Appetizers"
            {...form.getInputProps('label')}
          />
          <Radio.Group label="Shown on" {...form.getInputProps('kind')}>
            <Group mt={6}>
              <Radio value="catering" label="Catering menu" />
              <Radio value="dinner" label="Dinner pickup page" />
            </Group>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add Category
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
