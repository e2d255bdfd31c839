import {
  type PasswordCode,
  POS_VIEWS,
  type PosView,
  roleIssues,
  roleRules,
  type UserRow,
  userFormSchema,
} from '@comandero/domain';
import { Button, Checkbox, Group, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { SideDrawer } from '../../ui/SideDrawer';
import { schemaResolver } from '../../ui/schemaResolver';
import { useRoleLabel } from '../../ui/useRoleLabel';
import { CashierPicker } from './CashierPicker';
import { PasswordCodeDialog } from './PasswordCodeDialog';
import { describeFailure, failureText, fieldMessage, fieldOfFailure } from './userMessages';
import { createUser, fetchRoles, newPasswordCode, updateUser, userKeys } from './users.api';

interface UserValues {
  name: string;
  email: string;
  roleId: string;
  phone: string;
  cashierId: string | null;
  allowedViews: PosView[];
  pin: string;
}

/** Spec 02 §2, §5: create and edit a user in a drawer; a new user gets a one-time set-password code. */
export function UserFormDrawer({ user, onClose }: { user: UserRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const client = useQueryClient();
  const [handOver, setHandOver] = useState<{ user: string; code: PasswordCode } | null>(null);
  const [coding, setCoding] = useState(false);
  const roles = useQuery({ queryKey: userKeys.roles, queryFn: fetchRoles });
  // A user whose role is not offered (Pos, Super Admin) keeps it listed.
  const roleOptions = [...(roles.data ?? [])];
  if (user?.role && !roleOptions.some((role) => role.id === user.roleId)) {
    roleOptions.push({ id: user.roleId, name: user.role });
  }
  const roleName = (roleId: string) => roleOptions.find((role) => role.id === roleId)?.name;
  const { control, register, handleSubmit, formState, watch, setError } = useForm<UserValues>({
    resolver: schemaResolver(userFormSchema, (values) => roleIssues(values, roleName(values.roleId))),
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      roleId: user?.roleId ?? '',
      phone: user?.phone ?? '',
      cashierId: user?.cashier?.id ?? null,
      allowedViews: user?.allowedViews ?? [],
      pin: '',
    },
  });
  const { errors, isSubmitting } = formState;
  const rules = roleRules(roleName(watch('roleId')));
  const message = (text: string | undefined) => (text === undefined ? undefined : failureText(text, t));

  const save = async (values: UserValues) => {
    const form = { ...values, pin: values.pin || null, allowedViews: rules.choosesViews ? values.allowedViews : [] };
    try {
      if (user) {
        await updateUser(user.id, form);
        notifySuccess(t('users.list.updated'));
      } else {
        const created = await createUser(form);
        notifySuccess(t('users.list.created'));
        setHandOver({ user: created.name ?? created.email ?? '', code: created.passwordCode });
      }
      await client.invalidateQueries({ queryKey: userKeys.all });
      if (user) onClose();
    } catch (error) {
      const field = fieldOfFailure(error);
      if (field && field.field in values) setError(field.field as keyof UserValues, { message: field.message });
      notifyWarning(describeFailure(error, t), user ? t('users.list.updateError') : t('users.list.createError'));
    }
  };

  const giveNewCode = async () => {
    if (!user) return;
    setCoding(true);
    try {
      setHandOver({ user: user.name ?? user.email ?? '', code: await newPasswordCode(user.id) });
      await client.invalidateQueries({ queryKey: userKeys.all });
    } catch (error) {
      notifyWarning(describeFailure(error, t), t('users.code.error'));
    } finally {
      setCoding(false);
    }
  };

  if (handOver) {
    return (
      <PasswordCodeDialog
        user={handOver.user}
        code={handOver.code}
        onClose={() => (user ? setHandOver(null) : onClose())}
      />
    );
  }

  return (
    <SideDrawer
      title={user ? t('users.form.editTitle', { user: user.name ?? user.email }) : t('users.form.createTitle')}
      onClose={onClose}
      size="md"
      footer={
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="user-form" loading={isSubmitting}>
            {t('users.form.save')}
          </Button>
        </Group>
      }
    >
      <form id="user-form" noValidate onSubmit={handleSubmit(save)}>
        <Stack gap="md">
          <TextInput
            label={t('users.form.name')}
            withAsterisk
            maxLength={80}
            autoComplete="off"
            error={fieldMessage(errors.name?.message, t)}
            {...register('name')}
          />
          <TextInput
            label={t('users.form.email')}
            type="email"
            withAsterisk
            maxLength={254}
            autoComplete="off"
            error={message(errors.email?.message)}
            {...register('email')}
          />
          <Controller
            control={control}
            name="roleId"
            render={({ field }) => (
              <Select
                label={t('users.form.role')}
                placeholder={t('users.form.rolePlaceholder')}
                withAsterisk
                size="md"
                data={roleOptions.map((role) => ({ value: role.id, label: roleLabel(role.name) }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                disabled={roles.isPending}
                error={message(errors.roleId?.message)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <TextInput
            label={t('users.form.phone')}
            description={t('users.form.optional')}
            type="tel"
            inputMode="tel"
            maxLength={30}
            error={message(errors.phone?.message)}
            {...register('phone')}
          />
          {rules.needsCashier && (
            <Controller
              control={control}
              name="cashierId"
              render={({ field }) => (
                <CashierPicker
                  value={field.value}
                  initial={user?.cashier ?? null}
                  onChange={field.onChange}
                  error={message(errors.cashierId?.message)}
                  required
                />
              )}
            />
          )}
          {rules.choosesViews && (
            <Controller
              control={control}
              name="allowedViews"
              render={({ field }) => (
                <Checkbox.Group
                  size="md"
                  label={t('users.form.views')}
                  description={t('users.form.viewsHelp')}
                  value={field.value}
                  onChange={(value) => field.onChange(value as PosView[])}
                >
                  <Stack gap="xs" mt="xs">
                    {POS_VIEWS.map((view) => (
                      <Checkbox key={view} size="md" value={view} label={t(`users.views.${view}`)} />
                    ))}
                  </Stack>
                </Checkbox.Group>
              )}
            />
          )}
          <PasswordInput
            label={t('users.form.pin')}
            description={
              !user
                ? t('users.form.pinHelpNew')
                : user.hasPin
                  ? t('users.form.pinHelpEdit')
                  : t('users.form.pinHelpNone')
            }
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            error={message(errors.pin?.message)}
            {...register('pin')}
          />
          {user && (
            <Stack gap={6}>
              <Text fw={700}>{t('users.form.password')}</Text>
              <Text c="dimmed" fz="sm">
                {user.passwordPending ? t('users.form.passwordPending') : t('users.form.passwordSet')}
              </Text>
              <Button
                variant="light"
                leftSection={<IconKey size={20} />}
                onClick={() => void giveNewCode()}
                loading={coding}
                disabled={user.deleted}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('users.form.newCode')}
              </Button>
            </Stack>
          )}
        </Stack>
      </form>
    </SideDrawer>
  );
}
