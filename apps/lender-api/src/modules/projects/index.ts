/** The projects module's surface for other modules and the composition root; its operations are in routes/index.ts. */
export { mediaRef, mediaUrl } from './media.ts';
export {
  PROJECT_STATUS,
  allProjects,
  findProject,
  heldByOthers,
  lockProject,
  projectStatus,
  projectSummaries,
  projectSummaryQuery,
  toProjectSummary,
} from './projects.ts';
export { projectItem, projectLists, statusSql } from './project-lists.ts';
export type { LockedProject, ProjectRow, ProjectSummary } from './projects.ts';
export { setMediaBasePath } from './media.ts';
