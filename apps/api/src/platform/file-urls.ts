/** Where a stored file is downloaded (files module, GET /v1/file/:id). */
export function fileUrl(fileId: string) {
  return `/api/v1/file/${fileId}`;
}
