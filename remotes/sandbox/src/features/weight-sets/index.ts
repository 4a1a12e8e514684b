export { createWeightSet, deleteWeightSet, getWeightSets, promoteWeightSet } from './api/weight-sets.ts';
export { CreateWeightSetForm } from './components/create-weight-set-form.tsx';
export { ProductionWeights } from './components/production-weights.tsx';
export { WeightSetList } from './components/weight-set-list.tsx';
export { useWeightSetActions } from './hooks/use-weight-set-actions.ts';
