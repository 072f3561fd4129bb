export {
  submissionsAtom,
  loadSubmissions,
  queueSubmission,
  cancelSubmission,
  syncSubmissions,
  sendSubmission,
  refusalText,
  isOffline,
  onSubmissionsSent,
  type Submission,
  type SubmissionKind,
  type SubmissionPayloads,
} from './submissions';
export { OutboxBootstrap } from './OutboxBootstrap';
