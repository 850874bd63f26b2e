/** The talent-lists feature's public face (decision 102). */
export { SaveToListButton, type SaveToListButtonProps } from './components/save-to-list-button';
export { TalentListsPage } from './components/talent-lists-page';
