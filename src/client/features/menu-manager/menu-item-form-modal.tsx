import { Button, Group, Modal, Stack, Tabs } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { MenuCategory, MenuItem } from '../../../common/menu/schema.ts';
import { showSubmitError } from '../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import {
  BasicInfoFields,
  DetailsFields,
  hasNameAndPrice,
  type MenuItemFormValues,
  SettingsFields,
  useMenuItemForm,
} from './menu-item-fields.tsx';
import {
  notifyUploadFailed,
  uploadMenuPhoto,
  useCreateMenuItem,
  useInvalidateMenu,
  useUpdateMenuItem,
} from './use-menu-admin.ts';

/**
 * The toasts differ by where the form opens (each spec path keeps its words): the customer menu says
 * Item Added / Item Updated, the manager Menu Item Created / Menu Item Updated, the simple editor
 * 'Menu item created successfully!'.
 */
export type FormTexts = {
  created: string;
  updated: string;
  /** A failed save; by default the spec's 'Save Failed' / 'Failed to save menu item. Please try again.' */
  failed?: { title: string; created: string; updated: string };
  /** The simple editor checks only name and price before saving ('Error' / 'Name and price are required'). */
  nameAndPriceOnly?: boolean;
};
const SAVE_FAILED = 'Failed to save menu item. Please try again.';
const DEFAULT_FAILED = { title: 'Save Failed', created: SAVE_FAILED, updated: SAVE_FAILED };
export const MANAGER_TEXTS: FormTexts = { created: 'Menu Item Created', updated: 'Menu Item Updated' };
export const SIMPLE_EDITOR_TEXTS: FormTexts = {
  created: 'Menu item created successfully!',
  updated: 'Menu item updated successfully!',
  failed: { title: 'Error', created: 'Failed to create menu item', updated: 'Failed to update menu item' },
  nameAndPriceOnly: true,
};

type Tab = 'basic' | 'details' | 'settings';
const TAB_OF: Record<string, Tab> = {
  name: 'basic',
  category: 'basic',
  prices: 'basic',
  description: 'basic',
  servingSize: 'details',
  prepTime: 'details',
  minOrder: 'details',
  dietary: 'details',
};

function initialValues(item: MenuItem | null, categories: MenuCategory[]): MenuItemFormValues {
  return {
    name: item?.name ?? '',
    category: item?.category ?? categories[0]?.slug ?? '',
    prices: item?.prices ?? {
      halfPanCents: null,
      fullPanCents: null,
      perPersonCents: null,
      eachCents: null,
      marketPrice: false,
    },
    description: item?.description ?? '',
    servingSize: item?.servingSize ?? '',
    prepTime: item?.prepTime ?? '',
    minOrder: item?.minOrder ?? 1,
    dietary: item?.dietary ?? [],
    popular: item?.popular ?? false,
    isActive: item?.isActive ?? true,
    imageUrl: item?.imageUrl ?? null,
  };
}

type Props = {
  opened: boolean;
  /** The item to edit; null adds a new one. */
  item: MenuItem | null;
  categories: MenuCategory[];
  texts: FormTexts;
  onClose: () => void;
};

/** Add or edit a menu item: tabs Basic Info, Details, Settings. Saves first, then uploads the photo. */
export function MenuItemFormModal({ opened, item, categories, texts, onClose }: Props) {
  const create = useCreateMenuItem();
  const update = useUpdateMenuItem();
  const invalidateMenu = useInvalidateMenu();
  const [tab, setTab] = useState<Tab>('basic');
  const [photoFile, setPhotoFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useMenuItemForm(initialValues(item, categories), !texts.nameAndPriceOnly);
  const failed = texts.failed ?? DEFAULT_FAILED;
  const showTabOf = (fields: string[]) => {
    const first = fields[0];
    if (first) setTab(TAB_OF[first] ?? 'basic');
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens for an item.
  useEffect(() => {
    if (!opened) return;
    form.setValues(initialValues(item, categories));
    form.resetDirty();
    form.clearErrors();
    setTab('basic');
    setPhotoFile(null);
    setPreview(null);
    setProgress(null);
  }, [opened, item]);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const isSaving = create.isPending || update.isPending || progress !== null;

  const save = form.onSubmit(
    async (values) => {
      if (texts.nameAndPriceOnly && !hasNameAndPrice(values)) {
        notifyError('Error', 'Name and price are required');
        return;
      }
      let saved: MenuItem;
      try {
        saved = item
          ? await update.mutateAsync({ id: item.id, patch: values })
          : await create.mutateAsync(values);
      } catch (error) {
        showSubmitError(error, {
          title: failed.title,
          fallback: item ? failed.updated : failed.created,
          setErrors: (errors) => {
            form.setErrors(errors);
            showTabOf(Object.keys(errors));
          },
        });
        return;
      }
      // The editor's save order: the item first, then its photo under the item's id.
      if (photoFile) {
        setProgress(0);
        try {
          await uploadMenuPhoto(saved.id, photoFile, setProgress);
        } catch (error) {
          setProgress(null);
          notifyUploadFailed(error);
          onClose();
          return;
        }
        // The save above refreshed the lists before the photo existed: refresh them again, so the
        // card's image and the With Photos count show it without a reload (the dialog need not wait).
        void invalidateMenu();
      }
      notifySuccess(
        item ? texts.updated : texts.created,
        `${saved.name} has been saved${photoFile ? ' with its new photo' : ''}.`,
      );
      setProgress(null);
      onClose();
    },
    (errors) => showTabOf(Object.keys(errors)),
  );

  return (
    <Modal
      opened={opened}
      onClose={() => !isSaving && onClose()}
      title={item ? 'Edit Menu Item' : 'Add New Menu Item'}
      size="lg"
    >
      <form onSubmit={save} noValidate>
        <Tabs value={tab} onChange={(v) => setTab((v as Tab) ?? 'basic')} keepMounted>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="basic">Basic Info</Tabs.Tab>
            <Tabs.Tab value="details">Details</Tabs.Tab>
            <Tabs.Tab value="settings">Settings</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="basic">
            <BasicInfoFields form={form} categories={categories} />
          </Tabs.Panel>
          <Tabs.Panel value="details">
            <DetailsFields form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="settings">
            <SettingsFields
              form={form}
              photoUrl={preview ?? form.values.imageUrl}
              progress={progress}
              onPhoto={(file) => {
                setPhotoFile(file);
                setPreview(URL.createObjectURL(file));
              }}
              onRemovePhoto={() => {
                setPhotoFile(null);
                setPreview(null);
                form.setFieldValue('imageUrl', null);
              }}
            />
          </Tabs.Panel>
        </Tabs>
        <Stack mt="lg">
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSaving}>
              Cancel
            </Button>
            <Button type="submit" loading={isSaving}>
              {item ? 'Save Changes' : 'Add Item'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
