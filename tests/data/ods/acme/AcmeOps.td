// A small dialect written for bufls's tests: an allocator with its own
// resource (AcmePool), a free, a clone, a copy with read/write decorators,
// ops with traits, enums, optional groups and a region.
#ifndef ACME_OPS
#define ACME_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "acme/AcmeBase.td"

def AcmePool : Resource<"::acme::AcmePool">;

class Acme_Op<string mnemonic, list<Trait> traits = []> : Op<Acme_Dialect, mnemonic, traits>;

def Acme_AllocOp : Acme_Op<"alloc"> {
  let summary = "Allocates a buffer from the Acme pool.";
  let arguments = (ins Index:$size, OptionalAttr<I64Attr>:$alignment);
  let results = (outs Res<AnyMemRef, "the new buffer", [MemAlloc<AcmePool>]>:$buffer);
  let assemblyFormat = "`(` $size `)` attr-dict `:` type($buffer)";
}

def Acme_FreeOp : Acme_Op<"free"> {
  let summary = "Returns a buffer to the Acme pool.";
  let arguments = (ins Arg<AnyMemRef, "the buffer", [MemFree<AcmePool>]>:$buffer);
  let assemblyFormat = "$buffer attr-dict `:` type($buffer)";
}

def Acme_CloneOp : Acme_Op<"clone"> {
  let summary = "Copies a buffer into a new buffer of the pool.";
  let arguments = (ins Arg<AnyMemRef, "", [MemRead]>:$source);
  let results = (outs Res<AnyMemRef, "", [MemAlloc<AcmePool>]>:$copy);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($copy)";
}

def Acme_CopyOp : Acme_Op<"copy"> {
  let summary = "Copies one buffer into another.";
  let arguments = (ins Arg<AnyMemRef, "", [MemRead]>:$source,
                       Arg<AnyMemRef, "", [MemWrite]>:$target,
                       UnitAttr:$nontemporal);
  let assemblyFormat = "$source `,` $target (`nontemporal` $nontemporal^)? attr-dict `:` type($source) `,` type($target)";
}

def Acme_FillOp : Acme_Op<"fill", [MemoryEffects<[MemWrite]>]> {
  let summary = "Fills every buffer with a value.";
  let arguments = (ins AnyType:$value, Variadic<AnyMemRef>:$buffers);
  let assemblyFormat = "$value `into` $buffers attr-dict `:` type($value) `,` type($buffers)";
}

def Acme_ModeCase_Fast : I32EnumAttrCase<"fast", 0>;
def Acme_ModeCase_Exact : I32EnumAttrCase<"exact", 4, "exact_mode">;
def Acme_Mode : I32EnumAttr<"Mode", "rounding mode", [Acme_ModeCase_Fast, Acme_ModeCase_Exact]>;

def Acme_ScaleOp : Acme_Op<"scale", [Pure, SameOperandsAndResultType]> {
  let summary = "Scales a value.";
  let arguments = (ins AnyFloat:$input, F32Attr:$factor, DefaultValuedAttr<Acme_Mode, "Mode::fast">:$mode);
  let results = (outs AnyFloat:$output);
  let assemblyFormat = "$mode $input `by` $factor attr-dict `:` type($input)";
}

def Acme_CountOp : Acme_Op<"count", [Pure]> {
  let summary = "The number of elements of a buffer.";
  let arguments = (ins AnyMemRef:$buffer, I32Attr:$dim);
  let results = (outs Index:$count);
  let assemblyFormat = "$buffer `[` $dim `]` attr-dict `:` type($buffer)";
}

def Acme_RegionOp : Acme_Op<"scope", [AutomaticAllocationScope, RecursiveMemoryEffects,
                                      SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "A scope for stack allocations.";
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$body attr-dict";
}

def Acme_YieldOp : Acme_Op<"yield", [Pure, Terminator, ReturnLike, HasParent<"ScopeOp">]> {
  let summary = "Ends an acme.scope.";
  let assemblyFormat = "attr-dict";
}

def Acme_Red : I32EnumAttrCase<"red", 0>;
def Acme_Blue : I32EnumAttrCase<"blue", 1>;
def Acme_Color : I32EnumAttr<"Color", "a color", [Acme_Red, Acme_Blue]> { let genSpecializedAttr = 0; }
def Acme_ColorAttr : EnumAttr<Acme_Dialect, Acme_Color, "color">;

def Acme_PaintOp : Acme_Op<"paint", [MemoryEffects<[MemWrite]>]> {
  let summary = "Paints a buffer.";
  let arguments = (ins AnyMemRef:$buffer, Acme_ColorAttr:$color, SymbolNameAttr:$sym_name,
                       OptionalAttr<StrAttr>:$note, DenseI64ArrayAttr:$shape, TypeAttr:$kind);
  let assemblyFormat = "$sym_name $color $buffer `shape` $shape `kind` $kind (`note` $note^)? attr-dict `:` type($buffer)";
}

def Acme_BranchOp : Acme_Op<"br", [Terminator, Pure]> {
  let summary = "Jumps to a block.";
  let arguments = (ins Variadic<AnyType>:$destOperands);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict";
}

def Acme_CondBranchOp : Acme_Op<"cond_br", [Terminator, Pure, AttrSizedOperandSegments]> {
  let summary = "Jumps to one of two blocks.";
  let arguments = (ins I1:$condition, Variadic<AnyType>:$trueOperands, Variadic<AnyType>:$falseOperands);
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
  let assemblyFormat = [{
    $condition `,` $trueDest (`(` $trueOperands^ `:` type($trueOperands) `)`)? `,`
    $falseDest (`(` $falseOperands^ `:` type($falseOperands) `)`)? attr-dict
  }];
}

def Acme_FlagRead : I32BitEnumAttrCaseBit<"read", 0>;
def Acme_FlagWrite : I32BitEnumAttrCaseBit<"write", 1>;
def Acme_FlagSync : I32BitEnumAttrCaseBit<"sync", 2>;
def Acme_Flags : I32BitEnumAttr<"Flags", "access flags", [Acme_FlagRead, Acme_FlagWrite, Acme_FlagSync]>;

def Acme_MarkOp : Acme_Op<"mark", [MemoryEffects<[]>]> {
  let summary = "Marks a buffer with access flags.";
  let arguments = (ins AnyMemRef:$buffer, Acme_Flags:$flags);
  let assemblyFormat = "$buffer `as` $flags attr-dict `:` type($buffer)";
}

def Acme_KernelOp : Acme_Op<"kernel"> {
  let summary = "A kernel with a C++ parser.";
  let arguments = (ins Variadic<AnyType>:$args);
  let hasCustomAssemblyFormat = 1;
}

#endif // ACME_OPS
