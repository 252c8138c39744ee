/** URL helpers without the project data, so client components can import them cheaply. */
export const projectHref = (projectId: string) => `/portfolio/${projectId}`;
