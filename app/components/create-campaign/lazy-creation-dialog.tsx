import { lazy } from 'react';

/** The dialog's code is fetched only by people about to create a campaign (or hovering the button). */
export const loadCreationDialog = () => import('./creation-dialog');
export const LazyCreationDialog = lazy(loadCreationDialog);
