import { CheckIcon, CloseIcon, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { PASSWORD_CHECKLIST, PASSWORD_CHECKLIST_HEADING } from '@medi/contracts';
import { useId } from 'react';

/** 'Password must include:' and the five rules, each ticked as soon as the typed password meets it. */
export function PasswordChecklist({ password }: { password: string }) {
  const headingId = useId();
  return (
    <div>
      <Text id={headingId} fw={600} size="sm" mb={6}>
        {PASSWORD_CHECKLIST_HEADING}
      </Text>
      <List aria-labelledby={headingId} spacing={4} size="sm" center>
        {PASSWORD_CHECKLIST.map((rule) => {
          const met = rule.test(password);
          return (
            <List.Item
              key={rule.label}
              data-met={met}
              c={met ? 'teal.9' : 'gray.7'}
              icon={
                <ThemeIcon
                  color={met ? 'teal' : 'gray'}
                  variant={met ? 'filled' : 'light'}
                  size={16}
                  radius="xl"
                >
                  {met ? <CheckIcon size={9} /> : <CloseIcon size="9" />}
                </ThemeIcon>
              }
            >
              {rule.label}
              <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
