// The write concern of a write that acknowledges an accepted request (a 202): the request must not
// be lost once the client was told it is taken (docs/engineering.md, "Durability of accepted
// requests"). On MongoDB that is a majority of the replica set with the journal flushed; FerretDB v1
// accepts the option, and the local PostgreSQL under it commits synchronously
// (deploy/local/postgres), which gives the same promise on one node.
export const DURABLE_WRITE = { writeConcern: { w: 'majority', j: true } } as const;
