import {
  Button,
  Checkbox,
  Group,
  Image,
  Input,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import { useForm } from '@mantine/form';
import { IconPhotoUp, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { MAX_IMAGE_BYTES } from '../../../common/images.ts';
import type { PhotoPlacement } from '../../../common/photo-placements.ts';
import { errorText } from '../../lib/api.ts';
import { focusFirstError } from '../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { CATEGORY_OPTIONS } from './edit-photo-dialog.tsx';
import { PlacementFields } from './placement-fields.tsx';
import { useUploadGalleryPhoto } from './use-photos.ts';

type UploadForm = {
  displayName: string;
  description: string;
  category: string;
  tags: string;
  featuredOnHomepage: boolean;
  placement: PhotoPlacement;
  menuItemId: string;
};
const EMPTY: UploadForm = {
  displayName: '',
  description: '',
  category: '',
  tags: '',
  featuredOnHomepage: false,
  placement: 'gallery',
  menuItemId: '',
};

const REJECTIONS: Record<string, string> = {
  'file-too-large': 'File Too Large: please select an image smaller than 5MB',
  'file-invalid-type': 'Invalid File: please select an image file',
};

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The photo tool opens it for the placement it is showing; the gallery uploads gallery photos. */
  placement?: PhotoPlacement;
};

/** The upload dialog of the gallery and the photo tool: POST /api/gallery/upload as multipart. */
export function UploadPhotoDialog({ opened, onClose, placement = 'gallery' }: Props) {
  const upload = useUploadGalleryPhoto();
  const form = useForm<UploadForm>({ initialValues: EMPTY });
  // biome-ignore lint/correctness/useExhaustiveDependencies: form is stable; the placement sets the default
  useEffect(() => {
    if (opened) form.setFieldValue('placement', placement);
  }, [opened, placement]);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const { displayName, category } = form.values;
  const canSubmit = displayName.trim() !== '' && category !== '' && !upload.isPending;

  function close() {
    form.reset();
    setFile(null);
    setFileError(null);
    onClose();
  }

  function submit(values: UploadForm) {
    if (!file) {
      setFileError('Please select an image file');
      return;
    }
    const data = new FormData();
    data.append('displayName', values.displayName.trim());
    data.append('description', values.description.trim());
    data.append('category', values.category);
    data.append('tags', values.tags);
    data.append('featuredOnHomepage', values.featuredOnHomepage ? 'true' : 'false');
    data.append('placement', values.placement);
    if (values.menuItemId) data.append('menuItemId', values.menuItemId);
    data.append('photo', file, file.name);
    upload.mutate(data, {
      onSuccess: () => {
        notifySuccess('Photo uploaded successfully');
        close();
      },
      onError: (error) => notifyError('Error', errorText(error, 'Failed to upload photo')),
    });
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={close}
      title="Upload Photo"
      centered
      size="lg"
    >
      <form onSubmit={form.onSubmit(submit, focusFirstError)} noValidate>
        <Stack gap="md">
          <Input.Wrapper label="Photo" withAsterisk error={fileError}>
            <Dropzone
              mt={4}
              onDrop={(files: File[]) => {
                setFile(files[0] ?? null);
                setFileError(null);
              }}
              onReject={(rejections: { errors: { code: string }[] }[]) => {
                const code = rejections[0]?.errors[0]?.code ?? 'file-invalid-type';
                setFileError(REJECTIONS[code] ?? 'Invalid File: please select an image file');
              }}
              accept={IMAGE_MIME_TYPE}
              maxSize={MAX_IMAGE_BYTES}
              multiple={false}
              inputProps={{ 'aria-label': 'Photo file' }}
              radius="md"
            >
              <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }} wrap="nowrap">
                <Dropzone.Accept>
                  <IconUpload size={40} color="var(--mantine-color-ember-6)" />
                </Dropzone.Accept>
                <Dropzone.Reject>
                  <IconX size={40} color="var(--mantine-color-red-6)" />
                </Dropzone.Reject>
                <Dropzone.Idle>
                  {preview ? (
                    <Image src={preview} alt="" w={120} h={90} radius="sm" fit="cover" />
                  ) : (
                    <IconPhotoUp size={40} color="var(--mantine-color-ember-6)" />
                  )}
                </Dropzone.Idle>
                <div>
                  <Text fw={600}>{file ? file.name : 'Drag an image here or click to choose one'}</Text>
                  <Text size="sm" c="dimmed">
                    JPEG, PNG, WebP or GIF, up to 5 MB
                  </Text>
                </div>
              </Group>
            </Dropzone>
          </Input.Wrapper>
          <TextInput label="Display name" withAsterisk {...form.getInputProps('displayName')} />
          <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
          <Select
            label="Category"
            withAsterisk
            placeholder="Choose a category"
            data={CATEGORY_OPTIONS}
            {...form.getInputProps('category')}
            onChange={(v) => form.setFieldValue('category', v ?? '')}
          />
          <TextInput label="Tags" description="Separate tags with commas" {...form.getInputProps('tags')} />
          <PlacementFields
            placement={form.values.placement}
            onPlacement={(p) => form.setFieldValue('placement', p)}
            menuItemId={form.values.menuItemId}
            onMenuItemId={(id) => form.setFieldValue('menuItemId', id)}
          />
          <Checkbox
            label="Featured on homepage"
            {...form.getInputProps('featuredOnHomepage', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={upload.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSubmit} loading={upload.isPending}>
              Upload Photo
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
