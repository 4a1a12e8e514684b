export { getHistory } from './api/get-history.ts';
export { HistoryList } from './components/history-list.tsx';
export { useHistory } from './hooks/use-history.ts';
