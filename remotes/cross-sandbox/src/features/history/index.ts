export { getHistory } from './api/get-history.ts';
export { HistoryList } from './components/history-list.tsx';
