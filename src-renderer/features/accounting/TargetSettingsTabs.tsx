import { Paper, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { ACCOUNTING_TARGETS } from '@shared/constants';
import type { AccountingTarget } from '@shared/constants';
import { ja } from '@shared/messages';
import type { AccountingSettingsFormInput } from '@shared/validation';
import { TargetSettingsFields } from './TargetSettingsFields';

/** The dotted name of the first field with an error under `errors` (as the form's fields are ordered). */
function firstErrorPath(errors: unknown, prefix: string): string | null {
  if (errors === null || typeof errors !== 'object') return null;
  if ('message' in errors && typeof (errors as { message?: unknown }).message === 'string') return prefix;
  for (const [key, child] of Object.entries(errors)) {
    if (key === 'ref' || key === 'type') continue;
    const found = firstErrorPath(child, `${prefix}.${key}`);
    if (found) return found;
  }
  return null;
}

/**
 * A tab per accounting software, the default one first open. A tab whose fields have errors is
 * marked, and a failed save opens the first such tab so that its invalid field can be seen.
 */
export function TargetSettingsTabs() {
  const form = useFormContext<AccountingSettingsFormInput>();
  const [open, setOpen] = useState<AccountingTarget>(form.getValues('defaultTarget') as AccountingTarget);
  const { errors, submitCount } = form.formState;
  const withErrors = ACCOUNTING_TARGETS.filter((target) => errors.targets?.[target] !== undefined);
  // After each save that was tried (not while the user types), the first tab with errors opens.
  const [handledSubmits, setHandledSubmits] = useState(submitCount);
  const [focusRequest, setFocusRequest] = useState<{ name: string } | null>(null);
  if (submitCount !== handledSubmits) {
    setHandledSubmits(submitCount);
    const [first] = withErrors;
    if (first) {
      setOpen(first);
      const name = firstErrorPath(errors.targets?.[first], `targets.${first}`);
      if (name) setFocusRequest({ name });
    }
  }
  useEffect(() => {
    // The field could not take the focus while its tab was hidden: give it once the tab shows.
    if (focusRequest) form.setFocus(focusRequest.name as FieldPath<AccountingSettingsFormInput>);
  }, [focusRequest, form]);

  return (
    <Paper withBorder p="lg">
      <Tabs value={open} onChange={(value) => value && setOpen(value as AccountingTarget)} keepMounted>
        <Tabs.List mb="md">
          {ACCOUNTING_TARGETS.map((target) => (
            <Tabs.Tab
              key={target}
              value={target}
              color={withErrors.includes(target) ? 'red' : undefined}
              rightSection={
                withErrors.includes(target) ? (
                  <Text span c="red" fw={700} title={ja.accounting.settingsPage.tabHasErrors}>
                    !<VisuallyHidden>{ja.accounting.settingsPage.tabHasErrors}</VisuallyHidden>
                  </Text>
                ) : undefined
              }
              data-testid={`accounting-tab-${target}`}
            >
              {ja.accounting.targets[target]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ACCOUNTING_TARGETS.map((target) => (
          <Tabs.Panel key={target} value={target}>
            <TargetSettingsFields target={target} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
