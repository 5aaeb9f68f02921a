import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from '../../../lib/router';
import { signInSchema, type SignInInput } from '@shop/domain/schemas/sign-in.schema';
import { ApiRequestError } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth-storage';
import { muiRegister } from '../common/mui-register';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ADMIN_HOME_PATH } from '../layout/admin-sections';
import { useLogin } from './api/login';
import { SIGN_IN_REASON_MESSAGES, readSignInReason } from './sign-in-reason';

/** /login: the administrators' way in (spec §2 'Admin sign-in', §4, §5). */
export default function SignInPage() {
  useDocumentTitle('Sign in · Admin');
  const navigate = useNavigate();
  const location = useLocation();
  const token = useToken();
  const reason = readSignInReason(location.state);
  const [showPassword, setShowPassword] = useState(false);
  const loginMutation = useLogin();

  const {
    register,
    handleSubmit,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  if (token && !loginMutation.isPending && !loginMutation.isSuccess) {
    return <Navigate to={ADMIN_HOME_PATH} replace />;
  }

  const onSubmit = handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: () => navigate(ADMIN_HOME_PATH, { replace: true }),
    }),
  );

  // Errors appear once a field was touched (spec §5) or the form was submitted.
  const visibleError = (field: keyof SignInInput) =>
    touchedFields[field] || isSubmitted ? errors[field]?.message : undefined;

  const failure = loginMutation.error;
  const failureMessage =
    failure instanceof ApiRequestError ? failure.message : failure ? 'Sign in failed.' : null;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'secondary.main',
      }}
    >
      <Paper
        elevation={3}
        sx={{
          width: { xs: '100%', sm: '70%', md: '30%' },
          minWidth: { md: 360 },
          minHeight: 350,
          p: { xs: 3, sm: 4 },
          borderRadius: { xs: 0, sm: 2 },
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, mb: 2, textAlign: 'center' }}
        >
          Sign in
        </Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => void onSubmit(event)}>
          {reason && !failureMessage ? (
            <Alert severity={reason === 'session-expired' ? 'warning' : 'info'}>
              {SIGN_IN_REASON_MESSAGES[reason]}
            </Alert>
          ) : null}
          {failureMessage ? <Alert severity="error">{failureMessage}</Alert> : null}
          <TextField
            {...muiRegister(register('email'))}
            label="Email"
            type="email"
            placeholder="Enter email address"
            autoComplete="username"
            fullWidth
            error={Boolean(visibleError('email'))}
            helperText={visibleError('email')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            {...muiRegister(register('password'))}
            label="Password"
            type={showPassword ? 'text' : 'password'}
            placeholder="Enter password"
            autoComplete="current-password"
            fullWidth
            error={Boolean(visibleError('password'))}
            helperText={visibleError('password')}
            slotProps={{
              inputLabel: { shrink: true },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={showPassword ? 'Hide password' : 'Show password'}
                      onClick={() => setShowPassword((shown) => !shown)}
                      edge="end"
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={loginMutation.isPending}
            aria-busy={loginMutation.isPending}
            startIcon={
              loginMutation.isPending ? (
                <CircularProgress size={18} color="inherit" aria-hidden />
              ) : undefined
            }
          >
            Sign In
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
