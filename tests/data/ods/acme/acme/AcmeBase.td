#ifndef ACME_BASE
#define ACME_BASE

include "mlir/IR/OpBase.td"

def Acme_Dialect : Dialect {
  let name = "acme";
  let summary = "The allocator and kernels of the Acme runtime.";
  let cppNamespace = "::acme";
}

#endif // ACME_BASE
