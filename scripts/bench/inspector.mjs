// A process's heap seen through Node's inspector (the portal started with --inspect=host:port):
// a full garbage collection on request, then process.memoryUsage(). The memory figure reads
// RSS after a forced collection, so what it compares is what the heap keeps, not how far the
// collector happened to have got when the reading was taken.
import WebSocket from 'ws';

/** Resolves with a client of the inspector listening on `port` (its first target). */
export async function connectInspector(port, host = '127.0.0.1') {
  const [target] = await (await fetch(`http://${host}:${port}/json/list`)).json();
  if (!target?.webSocketDebuggerUrl) throw new Error(`no inspector target on ${host}:${port}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 1;
  const pending = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
    else call.resolve(message.result);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { method, resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });

  return {
    /** A full, compacting collection of the V8 heap. */
    collectGarbage: () => send('HeapProfiler.collectGarbage'),
    /**
     * process.memoryUsage() of the inspected process plus, in bytes, `codeUsed` (the code spaces'
     * share of the heap) and `codeAndBytecode` (V8's compiled code and bytecode with their metadata,
     * wherever in the heap they are: what the heap grows by while V8 is still optimising).
     */
    async memoryUsage() {
      const expression = `(() => {
        const v8 = process.getBuiltinModule('v8');
        const code = v8.getHeapCodeStatistics();
        return { ...process.memoryUsage(),
          codeUsed: v8.getHeapSpaceStatistics().filter((space) => space.space_name.startsWith('code')).reduce((sum, space) => sum + space.space_used_size, 0),
          codeAndBytecode: code.code_and_metadata_size + code.bytecode_and_metadata_size };
      })()`;
      const { result, exceptionDetails } = await send('Runtime.evaluate', { expression, returnByValue: true });
      if (exceptionDetails) throw new Error(`memoryUsage: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      return result.value;
    },
    close: () => socket.close(),
  };
}
