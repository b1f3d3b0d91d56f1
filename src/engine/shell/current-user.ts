/** The signed-in user as the shell reads them (`current_user_view`). */
export interface CurrentUser {
  id: string
  displayName: string
  siloId: string
  siloName: string
}
