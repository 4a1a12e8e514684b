export { createConfig, deleteConfig, getConfigs, getProductionConfig, promoteConfig } from './api/configs.ts';
export { ConfigList } from './components/config-list.tsx';
export { CreateConfigForm } from './components/create-config-form.tsx';
export { ProductionConfigCard } from './components/production-config-card.tsx';
export { useConfigActions } from './hooks/use-config-actions.ts';
