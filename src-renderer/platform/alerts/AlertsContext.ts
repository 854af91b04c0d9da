import { createContext } from 'react';
import type { AlertStore } from './alertStore';

export const AlertsContext = createContext<AlertStore | null>(null);
