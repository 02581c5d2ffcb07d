import { Button, Checkbox, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import {
  categoryLabel,
  PHOTO_CATEGORIES,
  type Photo,
  type PhotoEditForm,
  PhotoEditFormSchema,
  photoToEditForm,
} from '../../../common/photos.ts';
import { focusFirstError } from '../../lib/form-errors.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { PlacementFields } from './placement-fields.tsx';

export const CATEGORY_OPTIONS = PHOTO_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }));

const EMPTY: PhotoEditForm = {
  displayName: '',
  description: '',
  category: '',
  tags: '',
  isActive: true,
  featuredOnHomepage: false,
  placement: 'gallery',
  menuItemId: '',
};

type EditPhotoDialogProps = {
  /** The photo being edited; null keeps the dialog closed. */
  photo: Photo | null;
  onClose: () => void;
  onSave: (photo: Photo, form: PhotoEditForm) => void;
  saving: boolean;
  /** The gallery's dialog also sets 'Featured on homepage'. */
  showFeatured?: boolean;
};

/** The Edit Photo dialog of the photo manager and the gallery (spec part 2, section 5). */
export function EditPhotoDialog({
  photo,
  onClose,
  onSave,
  saving,
  showFeatured = false,
}: EditPhotoDialogProps) {
  const form = useForm<PhotoEditForm>({
    initialValues: EMPTY,
    validate: zodValidate(PhotoEditFormSchema),
  });

  // Refill from the selected photo each time the dialog opens for one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: form is stable; only the photo matters
  useEffect(() => {
    if (photo) form.setValues(photoToEditForm(photo));
    form.resetDirty();
    form.clearErrors();
  }, [photo]);

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={photo !== null}
      onClose={onClose}
      title="Edit Photo"
      centered
      size="lg"
    >
      <form
        onSubmit={form.onSubmit((values) => {
          if (photo) onSave(photo, values);
        }, focusFirstError)}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label="Display name"
            withAsterisk
            data-autofocus
            {...form.getInputProps('displayName')}
          />
          <Textarea label="Description" rows={3} autosize={false} {...form.getInputProps('description')} />
          <Select
            label="Category"
            withAsterisk
            data={CATEGORY_OPTIONS}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('category')}
          />
          <TextInput
            label="Tags"
            description="Separate tags with commas, e.g. brunch, vegetarian"
            {...form.getInputProps('tags')}
          />
          <PlacementFields
            placement={form.values.placement}
            onPlacement={(p) => form.setFieldValue('placement', p)}
            menuItemId={form.values.menuItemId}
            onMenuItemId={(id) => form.setFieldValue('menuItemId', id)}
            error={form.errors.menuItemId as string | undefined}
          />
          <Checkbox
            label="Active"
            description="Active photos are visible to customers"
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          {showFeatured && (
            <Checkbox
              label="Featured on homepage"
              {...form.getInputProps('featuredOnHomepage', { type: 'checkbox' })}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
