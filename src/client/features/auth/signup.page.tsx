import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from './auth-card.tsx';
import { CreateAccountForm } from './create-account-form.tsx';

export function SignupPage() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Create your account"
      subtitle="Request event quotes, review proposals and message our team."
    >
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
