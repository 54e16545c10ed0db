// The acme dialect: buffers that come from a pool and go back to it.
//
// bufls reads this file itself (bufls.toml: dialects = ["acme.td"]): the ops'
// assembly formats, their operands and results, and the pool resource they
// allocate and free, with no rebuilt binary.

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Acme_Dialect : Dialect {
  let name = "acme";
  let cppNamespace = "::acme";
  let summary = "Buffers allocated from a pool";
}

// Buffers of the pool: allocated by acme.pool_alloc, freed by acme.pool_free.
def AcmePool : Resource<"::acme::PoolResource">;

class Acme_Op<string mnemonic, list<Trait> traits = []> : Op<Acme_Dialect, mnemonic, traits>;

def Acme_PoolAllocOp : Acme_Op<"pool_alloc"> {
  let summary = "allocates a buffer from the pool";
  let arguments = (ins Variadic<Index>:$dynamic_sizes);
  let results = (outs Res<AnyMemRef, "the new buffer", [MemAlloc<AcmePool>]>:$buffer);
  let assemblyFormat = "`(` $dynamic_sizes `)` attr-dict `:` type($buffer)";
}

def Acme_PoolFreeOp : Acme_Op<"pool_free"> {
  let summary = "gives a buffer back to the pool";
  let arguments = (ins Arg<AnyMemRef, "the buffer to free", [MemFree<AcmePool>]>:$buffer);
  let assemblyFormat = "$buffer attr-dict `:` type($buffer)";
}

def Acme_FillOp : Acme_Op<"fill"> {
  let summary = "writes a value into every element of a buffer";
  let arguments = (ins AnyFloat:$value, Arg<AnyMemRef, "the buffer written", [MemWrite]>:$buffer);
  let assemblyFormat = "$value `,` $buffer attr-dict `:` type($value) `,` type($buffer)";
}
