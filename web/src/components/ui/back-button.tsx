import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { hasPreviousEntry } from '@/lib/history';
import { Button, type ButtonProps } from './button';

/** Goes to the previous page of this visit, or to `fallback` when the visit started here. */
export function BackButton({
  fallback = '/',
  children = 'Back',
  ...props
}: ButtonProps & { fallback?: string }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      {...props}
      onClick={() => (hasPreviousEntry() ? navigate(-1) : navigate(fallback))}
    >
      <ArrowLeft aria-hidden />
      {children}
    </Button>
  );
}
