import CheckCircle from '@mui/icons-material/CheckCircle';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { RuleResult, RuleState } from '../../validation/passwordPolicy';

const STATE_TEXT: Record<RuleState, string> = {
  met: '満たしています',
  unmet: '満たしていません',
  server: '変更時に確認します',
};

const ICON: Record<RuleState, typeof CheckCircle> = {
  met: CheckCircle,
  unmet: RadioButtonUnchecked,
  server: InfoOutlined,
};

const COLOR: Record<RuleState, 'success' | 'disabled' | 'info'> = {
  met: 'success',
  unmet: 'disabled',
  server: 'info',
};

/**
 * One sentence about the whole list. It only changes when the number of rules met changes, so
 * the live region speaks then, not at every keystroke; before any input it says nothing.
 */
function summaryOf(rules: RuleResult[], password: string): string {
  if (password === '') return '';
  const unmet = rules.filter((rule) => rule.state === 'unmet').length;
  return unmet === 0
    ? 'パスワードの条件をすべて満たしています'
    : `パスワードの条件のうち${unmet}項目を満たしていません`;
}

/**
 * The policy as a list that ticks as the member types. Each rule's state is text (visually
 * hidden beside its icon), so a screen reader reads it with the rule.
 */
export function PasswordRuleList({
  id,
  rules,
  password,
}: {
  id: string;
  rules: RuleResult[];
  password: string;
}) {
  return (
    <Box>
      <Typography id={`${id}-title`} component="p" variant="body2" sx={{ fontWeight: 'bold' }}>
        パスワードの条件
      </Typography>
      <Box
        component="ul"
        id={id}
        aria-labelledby={`${id}-title`}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {rules.map((rule) => {
          const Icon = ICON[rule.state];
          return (
            <Box
              component="li"
              key={rule.id}
              data-state={rule.state}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}
            >
              <Icon fontSize="small" color={COLOR[rule.state]} aria-hidden />
              <Typography variant="body2" component="span">
                {rule.label}
                {rule.state === 'server' ? (
                  <Typography component="span" variant="caption" color="text.secondary">
                    （{STATE_TEXT.server}）
                  </Typography>
                ) : (
                  <span style={visuallyHidden}>：{STATE_TEXT[rule.state]}</span>
                )}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {summaryOf(rules, password)}
      </Box>
    </Box>
  );
}
