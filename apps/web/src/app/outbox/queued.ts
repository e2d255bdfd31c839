import { ApiError } from '../api';

/** Kept on this device: the server could not be reached, and the write will be sent when it can. */
export class OperationQueued extends ApiError {
  constructor(
    readonly operationId: string,
    /** Its place in this device's outbox: with the device's code, a bill's provisional number. */
    readonly sequence: number,
  ) {
    super(0, 'QUEUED', 'Saved on this device; it will be sent when the connection is back');
    this.name = 'OperationQueued';
  }
}
