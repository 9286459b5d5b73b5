/** Writes a first draft of a tribute for a family that is struggling to find words. */
export interface TributeRequest {
  deceasedName: string;
  /** The organizer's relationship to the deceased ("child", "Close Friend", free text…). */
  relationship: string;
  birthYear?: number;
  /** "YYYY-MM" or "YYYY-MM-DD". */
  dateOfPassing?: string;
  location?: string;
}

export interface TributeWriter {
  write(request: TributeRequest): Promise<string>;
}
