import { Anchor, SegmentedControl, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from './auth-card.tsx';
import { CreateAccountForm } from './create-account-form.tsx';

/** The same card as the sign-in page in its create-account mode; its Sign in side goes to /login. */
export function SignupPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Create your account" subtitle="Request quotes, review proposals and message us.">
      <SegmentedControl
        fullWidth
        mb="lg"
        value="create-account"
        onChange={(value) => value === 'sign-in' && navigate('/login')}
        data={[
          { label: 'Sign in', value: 'sign-in' },
          { label: 'Create account', value: 'create-account' },
        ]}
        aria-label="Sign in or create an account"
      />
      <CreateAccountForm
        failureTitle="Registration Failed"
        failureFallback="Could not create account"
        onCreated={() => navigate('/login')}
      />
      <Text size="sm" ta="center" mt="lg">
        Already have an account?{' '}
        <Anchor component={Link} to="/login">
          Sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
