// docs/product.md §4: Logout ends the admin session and forgets the tracked job, then goes back to
// the admin panel. The session is libs/ui's (useAdminSession's `logout`); the tracked job is this
// feature's.
import { useNavigate } from 'react-router-dom';
import { forgetTrackedJob } from './use-matrix-job.ts';

export function useLogout(endSession: () => void): () => void {
  const navigate = useNavigate();
  return () => {
    forgetTrackedJob();
    endSession();
    void navigate('/admin');
  };
}
