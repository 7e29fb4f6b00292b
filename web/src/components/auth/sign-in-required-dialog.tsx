import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { Owl } from '../owl/owl.tsx';
import { Button } from '../ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.tsx';

export default function SignInRequiredDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="text-center">
        <div className="mx-auto">
          <Owl variant="insights" size={84} title="" />
        </div>
        <DialogHeader className="items-center pr-0 text-center">
          <DialogTitle className="flex items-center gap-2">
            <Lock className="size-4 text-primary" aria-hidden="true" />
            Sign In Required
          </DialogTitle>
          <DialogDescription>
            Create a free account or sign in to get AI predictions with win probabilities, data
            confidence and key insights.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild size="lg">
            <Link href="/auth" onClick={() => onOpenChange(false)}>
              Sign Up Free
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/auth" onClick={() => onOpenChange(false)}>
              Sign In
            </Link>
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">Free forever, no credit card required</p>
      </DialogContent>
    </Dialog>
  );
}
