// bufls's stand-in for MLIR's own ODS base files (mlir/IR/*.td,
// mlir/Interfaces/*.td): the classes and defs that dialect files derive from
// or name, with the fields bufls reads.  Written for bufls; it declares the
// same class and field names as MLIR so that a dialect's .td reads the same,
// not MLIR's definitions (predicates, C++ builders and interface methods are
// left out).  A name that is not here is an unknown value: recorded by name,
// never an error.
//
// Fields of bufls's own start with "bufls_": bufls_type is the MLIR type of a
// buildable type constraint (what ODS's builderCall builds), bufls_attr the
// kind of an attribute constraint as format.py reads it, bufls_storage the
// attribute's type when MLIR elides it in custom form (I32Attr: "i32").

#ifndef BUFLS_PRELUDE
#define BUFLS_PRELUDE

// the operators of argument, result, region and successor lists
def ins;
def outs;
def region;
def successor;
def attr;
def operands;
def results;

// ---------------------------------------------------------------------------
// Predicates and constraints

class Pred;
class CPred<code pred> : Pred { code predExpr = pred; }
class CombinedPred<list<Pred> c> : Pred { list<Pred> children = c; }
class And<list<Pred> c> : CombinedPred<c>;
class Or<list<Pred> c> : CombinedPred<c>;
class Neg<Pred p> : CombinedPred<[p]>;
class Concat<string pre, Pred p, string post> : CombinedPred<[p]>;
class SubstLeaves<string pat, string repl, Pred p> : CombinedPred<[p]>;
def TruePred : CPred<"true">;

class Constraint<Pred pred, string desc = ""> {
  Pred predicate = pred;
  string summary = desc;
}

// ---------------------------------------------------------------------------
// Dialects

defvar kEmitAccessorPrefix_Raw = 0;
defvar kEmitAccessorPrefix_Prefixed = 1;
defvar kEmitAccessorPrefix_Both = 2;
class Dialect {
  string name = ?;
  string cppNamespace = name;
  string summary = "";
  string description = "";
  list<string> dependentDialects = [];
  dag discardableAttrs = (ins);
  code extraClassDeclaration = "";
  bit usePropertiesForAttributes = 1;
  bit hasConstantMaterializer = 0;
  bit hasNonDefaultDestructor = 0;
  bit hasOperationAttrVerify = 0;
  bit hasRegionArgAttrVerify = 0;
  bit hasRegionResultAttrVerify = 0;
  bit hasOperationInterfaceFallback = 0;
  bit hasCanonicalizer = 0;
  bit isExtensible = 0;
  bit useDefaultAttributePrinterParser = 0;
  bit useDefaultTypePrinterParser = 0;
  int emitAccessorPrefix = kEmitAccessorPrefix_Prefixed;
}

class TypeConstraint<Pred predicate, string summary = "", string cppType = "::mlir::Type",
                     string cppFunctionName = ""> : Constraint<predicate, summary> {
  string cppClassName = cppType;
  string bufls_type = ?;
}

class Type<Pred condition, string descr = "", string cppType = "::mlir::Type">
    : TypeConstraint<condition, descr, cppType> {
  string description = "";
  string builderCall = "";
}

class DialectType<Dialect d, Pred condition, string descr = "", string cppType = "::mlir::Type">
    : Type<condition, descr, cppType> {
  Dialect dialect = d;
}

class BuildableType<code builder> { code builderCall = builder; }

class AttrConstraint<Pred predicate, string summary = ""> : Constraint<predicate, summary>;
class RegionConstraint<Pred predicate, string summary = ""> : Constraint<predicate, summary>;
class SuccessorConstraint<Pred predicate, string summary = ""> : Constraint<predicate, summary>;

// ---------------------------------------------------------------------------
// Traits and interfaces

class Trait;
class NativeTrait<string name, string entityType, code extraClassDeclaration = [{}],
                  code extraClassDefinition = [{}]> : Trait {
  string trait = name;
}
class ParamNativeTrait<string prop, string params, string entity> : NativeTrait<prop # "<" # params # ">::Impl", entity>;
class GenInternalTrait<string prop, string entity> : Trait { string trait = prop; }
class PredTrait<string descr, Pred pred> : Trait { string summary = descr; Pred predicate = pred; }
class TraitList<list<Trait> props> : Trait { list<Trait> traits = props; }

class NativeOpTrait<string name, list<Trait> traits = [], code extraOpDeclaration = [{}],
                    code extraOpDefinition = [{}]> : NativeTrait<name, "Op"> {
  list<Trait> dependentTraits = traits;
}
class ParamNativeOpTrait<string prop, string params, list<Trait> traits = []>
    : ParamNativeTrait<prop, params, "Op"> { list<Trait> dependentTraits = traits; }
class GenInternalOpTrait<string prop, list<Trait> traits = []> : GenInternalTrait<prop, "Op"> {
  list<Trait> dependentTraits = traits;
}
class PredOpTrait<string descr, Pred pred, list<Trait> traits = []> : PredTrait<descr, pred> {
  list<Trait> dependentTraits = traits;
}
class StructuralOpTrait;
class NativeAttrTrait<string name> : NativeTrait<name, "Attribute">;
class NativeTypeTrait<string name> : NativeTrait<name, "Type">;

class InterfaceMethod<string desc, string retTy, string methodName, dag args = (ins),
                      code methodBody = [{}], code defaultImplementation = [{}]> {
  string name = methodName;
}
class Interface<string name, list<Interface> baseInterfacesArg = []> {
  string description = "";
  string cppInterfaceName = name;
  string cppNamespace = "";
  list<InterfaceMethod> methods = [];
  code extraClassDeclaration = "";
  code extraSharedClassDeclaration = "";
  code extraClassOf = "";
  list<Interface> baseInterfaces = baseInterfacesArg;
}
class OpInterfaceTrait<string name, code verifyBody = [{}], list<Trait> traits = []>
    : NativeOpTrait<""> { string cppInterfaceName = name; }
class OpInterface<string name, list<Interface> baseInterfaces = []>
    : Interface<name, baseInterfaces>, OpInterfaceTrait<name>;
class AttrInterface<string name, list<Interface> baseInterfaces = []> : Interface<name, baseInterfaces>, Trait;
class TypeInterface<string name, list<Interface> baseInterfaces = []> : Interface<name, baseInterfaces>, Trait;
class DialectInterface<string name, list<Interface> baseInterfaces = []> : Interface<name, baseInterfaces>;
class StaticInterfaceMethod<string desc, string retTy, string methodName, dag args = (ins),
                            code methodBody = [{}], code defaultImplementation = [{}]>
    : InterfaceMethod<desc, retTy, methodName, args, methodBody, defaultImplementation>;
class DeclareInterfaceMethods<list<string> overridenMethods = []> {
  list<string> alwaysOverriddenMethods = overridenMethods;
}
class DeclareOpInterfaceMethods<OpInterfaceTrait interface, list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>, OpInterfaceTrait<interface.cppInterfaceName> {
  OpInterfaceTrait bufls_interface = interface;
}
class DeclareAttrInterfaceMethods<AttrInterface interface, list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>, Trait { AttrInterface bufls_interface = interface; }
class DeclareTypeInterfaceMethods<TypeInterface interface, list<string> overridenMethods = []>
    : DeclareInterfaceMethods<overridenMethods>, Trait { TypeInterface bufls_interface = interface; }

// Structural traits bufls reads (registry TRAITS)
def Terminator : NativeOpTrait<"IsTerminator">;
def NoTerminator : NativeOpTrait<"NoTerminator">;
def SingleBlock : NativeOpTrait<"SingleBlock">;
class SingleBlockImplicitTerminator<string op> : ParamNativeOpTrait<"SingleBlockImplicitTerminator", op> {
  string bufls_terminator = op;
}
def IsolatedFromAbove : NativeOpTrait<"IsIsolatedFromAbove">;
def AutomaticAllocationScope : NativeOpTrait<"AutomaticAllocationScope">;
def AffineScope : NativeOpTrait<"AffineScope">;
def ReturnLike : NativeOpTrait<"ReturnLike">;
def ConstantLike : NativeOpTrait<"ConstantLike">;
def Symbol : NativeOpTrait<"Symbol">;
def SymbolTable : NativeOpTrait<"SymbolTable">;
def SymbolName : NativeOpTrait<"SymbolName">;
def SymbolVisibility : NativeOpTrait<"SymbolVisibility">;
def RecursiveMemoryEffects : NativeOpTrait<"HasRecursiveMemoryEffects">;
def RecursivelySpeculatable : NativeOpTrait<"RecursivelySpeculatable">;
def AlwaysSpeculatableImplTrait : NativeOpTrait<"AlwaysSpeculatableImplTrait">;
def ConditionallySpeculatable : OpInterface<"ConditionallySpeculatable">;
def AlwaysSpeculatable : TraitList<[ConditionallySpeculatable, AlwaysSpeculatableImplTrait]>;
def Commutative : NativeOpTrait<"IsCommutative">;
def Idempotent : NativeOpTrait<"IsIdempotent">;
def Involution : NativeOpTrait<"IsInvolution">;
def NoRegionArguments : NativeOpTrait<"NoRegionArguments">;
def Elementwise : NativeOpTrait<"Elementwise">;
def Scalarizable : NativeOpTrait<"Scalarizable">;
def Vectorizable : NativeOpTrait<"Vectorizable">;
def Tensorizable : NativeOpTrait<"Tensorizable">;
def ElementwiseMappable : TraitList<[Elementwise, Scalarizable, Vectorizable, Tensorizable]>;
def SameTypeOperands : NativeOpTrait<"SameTypeOperands">;
def SameOperandsShape : NativeOpTrait<"SameOperandsShape">;
def SameOperandsAndResultShape : NativeOpTrait<"SameOperandsAndResultShape">;
def SameOperandsElementType : NativeOpTrait<"SameOperandsElementType">;
def SameOperandsAndResultElementType : NativeOpTrait<"SameOperandsAndResultElementType">;
def SameOperandsAndResultType : NativeOpTrait<"SameOperandsAndResultType">;
def SameOperandsAndResultRank : NativeOpTrait<"SameOperandsAndResultRank">;
def ResultsAreBoolLike : NativeOpTrait<"ResultsAreBoolLike">;
def ResultsAreFloatLike : NativeOpTrait<"ResultsAreFloatLike">;
def AttrSizedOperandSegments : NativeOpTrait<"AttrSizedOperandSegments">;
def AttrSizedResultSegments : NativeOpTrait<"AttrSizedResultSegments">;
def FirstAttrDerivedResultType : GenInternalOpTrait<"FirstAttrDerivedResultType">;
def SameVariadicOperandSize : GenInternalOpTrait<"SameVariadicOperandSize">;
def SameVariadicResultSize : GenInternalOpTrait<"SameVariadicResultSize">;
def OpAsmOpInterface : OpInterface<"OpAsmOpInterface">;
def InferTypeOpInterface : OpInterface<"InferTypeOpInterface">;
def InferShapedTypeOpInterface : OpInterface<"InferShapedTypeOpInterface">;
def InferTypeOpAdaptor : TraitList<[InferTypeOpInterface]>;
def InferTypeOpAdaptorWithIsCompatible : TraitList<[InferTypeOpInterface]>;
def InferShapedTypeOpAdaptor : TraitList<[InferShapedTypeOpInterface]>;
def RegionBranchOpInterface : OpInterface<"RegionBranchOpInterface">;
def RegionBranchTerminatorOpInterface : OpInterface<"RegionBranchTerminatorOpInterface">;
def BranchOpInterface : OpInterface<"BranchOpInterface">;
def ViewLikeOpInterface : OpInterface<"ViewLikeOpInterface">;
def CallOpInterface : OpInterface<"CallOpInterface">;
def CallableOpInterface : OpInterface<"CallableOpInterface">;
def FunctionOpInterface : OpInterface<"FunctionOpInterface">;
def CopyOpInterface : OpInterface<"CopyOpInterface">;
def CastOpInterface : OpInterface<"CastOpInterface">;
def LoopLikeOpInterface : OpInterface<"LoopLikeOpInterface">;
def SymbolUserOpInterface : OpInterface<"SymbolUserOpInterface">;
def SymbolOpInterface : OpInterface<"SymbolOpInterface">;
def DestinationStyleOpInterface : OpInterface<"DestinationStyleOpInterface">;
def ShapedDimOpInterface : OpInterface<"ShapedDimOpInterface">;
def OffsetSizeAndStrideOpInterface : OpInterface<"OffsetSizeAndStrideOpInterface">;
def ReifyRankedShapedTypeOpInterface : OpInterface<"ReifyRankedShapedTypeOpInterface">;
def InferIntRangeInterface : OpInterface<"InferIntRangeInterface">;
def BytecodeOpInterface : OpInterface<"BytecodeOpInterface">;
def RegionKindInterface : OpInterface<"RegionKindInterface">;
def HasOnlyGraphRegion : NativeOpTrait<"HasOnlyGraphRegion">;
// an op whose regions may run at the same time (scf.parallel, scf.forall)
def HasParallelRegion : NativeOpTrait<"HasParallelRegion">;
def GraphRegionNoTerminator : TraitList<[NoTerminator, SingleBlock, RegionKindInterface, HasOnlyGraphRegion]>;
class HasParent<string op> : ParamNativeOpTrait<"HasParent", op>;
class ParentOneOf<list<string> ops> : ParamNativeOpTrait<"HasParent", !interleave(ops, ", ")>;
class NResults<int n> : ParamNativeOpTrait<"NResults", !cast<string>(n)>;
class NOperands<int n> : ParamNativeOpTrait<"NOperands", !cast<string>(n)>;
class NRegions<int n> : ParamNativeOpTrait<"NRegions", !cast<string>(n)>;
class AllTypesMatch<list<string> names> : PredOpTrait<"all of {" # !interleave(names, ", ") # "} have same type", TruePred> {
  list<string> values = names;
}
class AllElementTypesMatch<list<string> names> : PredOpTrait<"element types match", TruePred> { list<string> values = names; }
class AllShapesMatch<list<string> names> : PredOpTrait<"shapes match", TruePred> { list<string> values = names; }
class AllRanksMatch<list<string> names> : PredOpTrait<"ranks match", TruePred> { list<string> values = names; }
class AllElementCountsMatch<list<string> names> : PredOpTrait<"element counts match", TruePred> { list<string> values = names; }
class AllMatchPred<list<string> values> : CPred<"true">;
class AllMatch<list<string> values, string summary> : PredOpTrait<summary, TruePred>;
class TypesMatchWith<string summary, string lhsArg, string rhsArg, string transform,
                     string comparator = "std::equal_to<>()"> : PredOpTrait<summary, TruePred> {
  string lhs = lhsArg;
  string rhs = rhsArg;
  string transformer = transform;
}
class RangedTypesMatchWith<string summary, string lhsArg, string rhsArg, string transform>
    : TypesMatchWith<summary, lhsArg, rhsArg, transform>;
class TypeIsPred<string name, Type type> : CPred<"true">;
class TypeIs<string name, Type type> : PredOpTrait<name # " is " # type.summary, TruePred>;
class ElementType<string name> { string result = name; }
class OptionalTypesMatchWith<string summary, string lhsArg, string rhsArg, string transform>
    : TypesMatchWith<summary, lhsArg, rhsArg, transform>;

// ---------------------------------------------------------------------------
// Side effects and resources (mlir/Interfaces/SideEffectInterfaces.td)

class Resource<string resourceName> { string name = resourceName; }
class GenericResource<string resourceName> : Resource<resourceName>;
def DefaultResource : Resource<"::mlir::SideEffects::DefaultResource">;
def AutomaticAllocationScopeResource : Resource<"::mlir::SideEffects::AutomaticAllocationScopeResource">;

class EffectRange<bit val> { bit Value = val; }
def PartialEffect : EffectRange<0>;
def FullEffect : EffectRange<1>;

class OpVariableDecorator;
class SideEffect<string effectName, Resource res, int stg = 0, EffectRange rng = PartialEffect>
    : OpVariableDecorator {
  string effect = effectName;
  Resource resource = res;
  int stage = stg;
  bit effectOnFullRegion = rng.Value;
  string bufls_effect = ?;
}
class EffectOpInterfaceBase<string name, string baseEffect> : OpInterface<name>;
def MemoryEffectsOpInterface : EffectOpInterfaceBase<"MemoryEffectOpInterface", "::mlir::MemoryEffects::Effect">;
class SideEffectsTraitBase<EffectOpInterfaceBase parentInterface, list<SideEffect> staticEffects>
    : OpInterfaceTrait<""> {
  list<SideEffect> effects = staticEffects;
}
class MemoryEffects<list<SideEffect> memoryEffects = []>
    : SideEffectsTraitBase<MemoryEffectsOpInterface, memoryEffects>;
def NoMemoryEffect : MemoryEffects<[]>;
def Pure : TraitList<[AlwaysSpeculatable, NoMemoryEffect]>;

class MemoryEffect<string effectName, Resource res, int stg, EffectRange rng>
    : SideEffect<effectName, res, stg, rng>;
class MemAlloc<Resource res = DefaultResource, int stage = 0, EffectRange range = PartialEffect>
    : MemoryEffect<"::mlir::MemoryEffects::Allocate", res, stage, range> { let bufls_effect = "allocate"; }
class MemFree<Resource res = DefaultResource, int stage = 0, EffectRange range = PartialEffect>
    : MemoryEffect<"::mlir::MemoryEffects::Free", res, stage, range> { let bufls_effect = "free"; }
class MemRead<Resource res = DefaultResource, int stage = 0, EffectRange range = PartialEffect>
    : MemoryEffect<"::mlir::MemoryEffects::Read", res, stage, range> { let bufls_effect = "read"; }
class MemWrite<Resource res = DefaultResource, int stage = 0, EffectRange range = PartialEffect>
    : MemoryEffect<"::mlir::MemoryEffects::Write", res, stage, range> { let bufls_effect = "write"; }
class MemAllocAt<int stage, EffectRange range = PartialEffect> : MemAlloc<DefaultResource, stage, range>;
class MemFreeAt<int stage, EffectRange range = PartialEffect> : MemFree<DefaultResource, stage, range>;
class MemReadAt<int stage, EffectRange range = PartialEffect> : MemRead<DefaultResource, stage, range>;
class MemWriteAt<int stage, EffectRange range = PartialEffect> : MemWrite<DefaultResource, stage, range>;
def MemAlloc : MemAlloc<DefaultResource>;
def MemFree : MemFree<DefaultResource>;
def MemRead : MemRead<DefaultResource>;
def MemWrite : MemWrite<DefaultResource>;

// ---------------------------------------------------------------------------
// Op arguments, results, regions and successors

class OpVariable<Constraint varConstraint, string desc = "", list<OpVariableDecorator> varDecorators = []> {
  Constraint constraint = varConstraint;
  string summary = desc;
  list<OpVariableDecorator> decorators = varDecorators;
}
class Arg<Constraint constraint, string desc = "", list<OpVariableDecorator> decorators = []>
    : OpVariable<constraint, desc, decorators>;
class Res<Constraint constraint, string desc = "", list<OpVariableDecorator> decorators = []>
    : OpVariable<constraint, desc, decorators>;

class Variadic<Type type> : TypeConstraint<type.predicate, "variadic of " # type.summary, type.cppClassName> {
  Type baseType = type;
  int minSize = 0;
}
class VariadicOfVariadic<Type type, string variadicSegmentAttrName>
    : TypeConstraint<type.predicate, "variadic of variadic of " # type.summary> {
  Type baseType = type;
  string segmentAttrName = variadicSegmentAttrName;
}
class Optional<Type type> : TypeConstraint<type.predicate, "optional " # type.summary, type.cppClassName> {
  Type baseType = type;
}

class Region<Pred condition, string descr = ""> : RegionConstraint<condition, descr>;
def AnyRegion : Region<TruePred, "any region">;
class SizedRegion<int numBlocks> : Region<TruePred, "region with " # numBlocks # " blocks"> { int bufls_blocks = numBlocks; }
class MaxSizedRegion<int numBlocks> : Region<TruePred, "region with at most " # numBlocks # " blocks"> {
  int bufls_blocks = numBlocks;
}
class VariadicRegion<Region region> : Region<region.predicate, region.summary> { Region baseRegion = region; }
class Successor<Pred condition, string descr = ""> : SuccessorConstraint<condition, descr>;
def AnySuccessor : Successor<TruePred, "any successor">;
class VariadicSuccessor<Successor successor> : Successor<successor.predicate, successor.summary> {
  Successor baseSuccessor = successor;
}


// ---------------------------------------------------------------------------
// Ops

class OpBuilder<dag p, code b = "", string s = ""> { dag dagParams = p; code body = b; }
class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  Dialect opDialect = dialect;
  string opName = mnemonic;
  string cppNamespace = dialect.cppNamespace;
  string summary = "";
  string description = "";
  dag arguments = (ins);
  dag results = (outs);
  dag regions = (region);
  dag successors = (successor);
  list<OpBuilder> builders = ?;
  bit skipDefaultBuilders = 0;
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;
  bit hasVerifier = 0;
  bit hasRegionVerifier = 0;
  bit hasCanonicalizer = 0;
  bit hasCanonicalizeMethod = 0;
  bit hasFolder = 0;
  bit useCustomPropertiesEncoding = 0;
  list<Trait> traits = props;
  code extraClassDeclaration = ?;
  code extraClassDefinition = ?;
}

// ---------------------------------------------------------------------------
// Builtin type constraints

def AnyType : Type<TruePred, "any type"> ;
def NoneType : Type<TruePred, "none type", "::mlir::NoneType"> { let bufls_type = "none"; }
class AnyTypeOf<list<Type> allowedTypes, string summary = "", string cppType = "::mlir::Type">
    : Type<TruePred, summary, cppType> { list<Type> allowedTypeList = allowedTypes; }
class AllOfType<list<Type> allowedTypes, string summary = "", string cppType = "::mlir::Type">
    : Type<TruePred, summary, cppType>;
class ConfinedType<Type type, list<Pred> predicates, string summary = "", string cppType = type.cppClassName>
    : Type<TruePred, summary, cppType> { Type baseType = type; }

def Index : Type<TruePred, "index", "::mlir::IndexType"> { let bufls_type = "index"; }
class I<int width> : Type<TruePred, width # "-bit signless integer", "::mlir::IntegerType"> {
  int bitwidth = width;
  let bufls_type = "i" # width;
}
class SI<int width> : Type<TruePred, width # "-bit signed integer", "::mlir::IntegerType"> {
  int bitwidth = width;
  let bufls_type = "si" # width;
}
class UI<int width> : Type<TruePred, width # "-bit unsigned integer", "::mlir::IntegerType"> {
  int bitwidth = width;
  let bufls_type = "ui" # width;
}
def I1 : I<1>;
def I8 : I<8>;
def I16 : I<16>;
def I32 : I<32>;
def I64 : I<64>;
def I128 : I<128>;
def SI1 : SI<1>;
def SI8 : SI<8>;
def SI16 : SI<16>;
def SI32 : SI<32>;
def SI64 : SI<64>;
def UI1 : UI<1>;
def UI8 : UI<8>;
def UI16 : UI<16>;
def UI32 : UI<32>;
def UI64 : UI<64>;
def AnyInteger : Type<TruePred, "integer", "::mlir::IntegerType">;
def AnySignlessInteger : Type<TruePred, "signless integer", "::mlir::IntegerType">;
def AnySignedInteger : Type<TruePred, "signed integer", "::mlir::IntegerType">;
def AnyUnsignedInteger : Type<TruePred, "unsigned integer", "::mlir::IntegerType">;
class AnyI<int width> : Type<TruePred, width # "-bit integer", "::mlir::IntegerType">;
def AnyI1 : AnyI<1>;
def AnyI8 : AnyI<8>;
def AnyI16 : AnyI<16>;
def AnyI32 : AnyI<32>;
def AnyI64 : AnyI<64>;
def AnySignlessIntegerOrIndex : Type<TruePred, "signless integer or index">;
def SignlessIntegerOrIndexLike : Type<TruePred, "signless-integer-or-index-like">;
def SignlessIntegerLike : Type<TruePred, "signless-integer-like">;
def BoolLike : Type<TruePred, "bool-like">;
def IntegerLike : Type<TruePred, "integer-like">;

class F<int width> : Type<TruePred, width # "-bit float", "::mlir::FloatType"> {
  int bitwidth = width;
  let bufls_type = "f" # width;
}
def F16 : F<16>;
def F32 : F<32>;
def F64 : F<64>;
def F80 : F<80>;
def F128 : F<128>;
def BF16 : Type<TruePred, "bfloat16 type", "::mlir::BFloat16Type"> { let bufls_type = "bf16"; }
def TF32 : Type<TruePred, "tf32 type", "::mlir::FloatTF32Type"> { let bufls_type = "tf32"; }
def AnyFloat : Type<TruePred, "floating-point", "::mlir::FloatType">;
def FloatLike : Type<TruePred, "floating-point-like">;
def AnySignlessIntegerOrFloat : Type<TruePred, "signless integer or floating-point">;

class Complex<Type type> : Type<TruePred, "complex type with " # type.summary # " elements", "::mlir::ComplexType"> {
  Type elementType = type;
}
def AnyComplex : Type<TruePred, "complex-type", "::mlir::ComplexType">;

def FunctionType : Type<TruePred, "function type", "::mlir::FunctionType">;
class TupleOf<list<Type> allowedTypes> : Type<TruePred, "tuple", "::mlir::TupleType">;
def AnyTuple : Type<TruePred, "tuple", "::mlir::TupleType">;
def AnyOpaqueType : Type<TruePred, "opaque type", "::mlir::OpaqueType">;

class ShapedContainerType<list<Type> allowedTypes, Pred containerPred, string descr,
                          string cppType = "::mlir::ShapedType"> : Type<containerPred, descr, cppType>;
class ContainerType<Type etype, Pred containerPred, code elementTypeCall, string descr,
                    string cppType = "::mlir::Type"> : Type<containerPred, descr, cppType>;
def AnyShaped : Type<TruePred, "shaped of any type values", "::mlir::ShapedType">;
def AnyStaticShapeTensor : Type<TruePred, "statically shaped tensor", "::mlir::TensorType">;

class MemRefOf<list<Type> allowedTypes> : Type<TruePred, "memref", "::mlir::MemRefType"> {
  list<Type> allowedTypeList = allowedTypes;
  string bufls_buffer = "memref";
}
class RankedOrUnrankedMemRefOf<list<Type> allowedTypes> : Type<TruePred, "ranked or unranked memref"> {
  string bufls_buffer = "memref";
}
class UnrankedMemRefOf<list<Type> allowedTypes> : Type<TruePred, "unranked memref", "::mlir::UnrankedMemRefType"> {
  string bufls_buffer = "memref";
}
class MemRefRankOf<list<Type> allowedTypes, list<int> ranks> : MemRefOf<allowedTypes>;
class StaticShapeMemRefOf<list<Type> allowedTypes> : MemRefOf<allowedTypes>;
class Non0RankedMemRefOf<list<Type> allowedTypes> : MemRefOf<allowedTypes>;
class StridedMemRefRankOf<list<Type> allowedTypes, list<int> ranks> : MemRefOf<allowedTypes>;
def AnyMemRef : MemRefOf<[AnyType]>;
def AnyRankedOrUnrankedMemRef : RankedOrUnrankedMemRefOf<[AnyType]>;
def AnyUnrankedMemRef : UnrankedMemRefOf<[AnyType]>;
def AnyStaticShapeMemRef : StaticShapeMemRefOf<[AnyType]>;
def AnyNon0RankedMemRef : Non0RankedMemRefOf<[AnyType]>;
def AnyStridedMemRef : MemRefOf<[AnyType]>;
class AnyStridedMemRefOfRank<int rank> : MemRefOf<[AnyType]>;
def AnyNon0RankedOrUnrankedMemRef : RankedOrUnrankedMemRefOf<[AnyType]>;
class MemRefRankOfAny<list<int> ranks> : MemRefOf<[AnyType]>;

class TensorOf<list<Type> allowedTypes, list<Pred> preds = [], string summary = "tensor">
    : Type<TruePred, summary, "::mlir::TensorType">;
class RankedTensorOf<list<Type> allowedTypes, list<Pred> preds = [], string summary = "ranked tensor">
    : Type<TruePred, summary, "::mlir::RankedTensorType">;
class UnrankedTensorOf<list<Type> allowedTypes> : Type<TruePred, "unranked tensor", "::mlir::UnrankedTensorType">;
class TensorRankOf<list<Type> allowedTypes, list<int> ranks> : TensorOf<allowedTypes>;
class StaticShapeTensorOf<list<Type> allowedTypes> : TensorOf<allowedTypes>;
def AnyTensor : TensorOf<[AnyType]>;
def AnyRankedTensor : RankedTensorOf<[AnyType]>;
def AnyUnrankedTensor : UnrankedTensorOf<[AnyType]>;
class VectorOf<list<Type> allowedTypes> : Type<TruePred, "vector", "::mlir::VectorType">;
class FixedVectorOf<list<Type> allowedTypes> : VectorOf<allowedTypes>;
class ScalableVectorOf<list<Type> allowedTypes> : VectorOf<allowedTypes>;
class VectorRankOf<list<Type> allowedTypes, list<int> ranks> : VectorOf<allowedTypes>;
class VectorOfRankAndType<list<int> allowedRanks, list<Type> allowedTypes> : VectorOf<allowedTypes>;
class VectorOfLengthAndType<list<int> allowedLengths, list<Type> allowedTypes> : VectorOf<allowedTypes>;
class VectorOfNonZeroRankOf<list<Type> allowedTypes> : VectorOf<allowedTypes>;
def AnyVector : VectorOf<[AnyType]>;
def AnyVectorOfAnyRank : VectorOf<[AnyType]>;
def AnyFixedVector : VectorOf<[AnyType]>;
def AnyScalableVector : VectorOf<[AnyType]>;
def AnyVectorOfNonZeroRank : VectorOf<[AnyType]>;
class TypeOrContainer<Type allowedType, string name> : Type<TruePred, name>;
class TypeOrValueSemanticsContainer<Type allowedType, string name> : Type<TruePred, name>;

// ---------------------------------------------------------------------------
// Attribute constraints

class Attr<Pred condition, string descr = ""> : AttrConstraint<condition, descr> {
  code storageType = ?;
  code returnType = ?;
  code convertFromStorage = "$_self";
  code constBuilderCall = ?;
  code defaultValue = ?;
  Type valueType = ?;
  bit isOptional = 0;
  Attr baseAttr = ?;
  string cppNamespace = "";
  string bufls_attr = "other";
  string bufls_storage = ?;
}
class DialectAttr<Dialect d, Pred condition, string descr = ""> : Attr<condition, descr> { Dialect dialect = d; }
class TypedAttrBase<Type attrValType, string attrKind, Pred condition, string descr> : Attr<condition, descr> {
  let valueType = attrValType;
}
def AnyAttr : Attr<TruePred, "any attribute"> { let bufls_attr = "typed"; }
class AnyAttrOf<list<Attr> allowedAttrs, string summary = ""> : Attr<TruePred, summary> { let bufls_attr = "typed"; }
def TypedAttrInterface : Attr<TruePred, "TypedAttr instance"> { let bufls_attr = "typed"; }
def ElementsAttr : Attr<TruePred, "constant vector/tensor attribute"> { let bufls_attr = "typed"; }
def DenseElementsAttr : Attr<TruePred, "dense elements attribute"> { let bufls_attr = "typed"; }
class ElementsAttrBase<Pred condition, string summary> : Attr<condition, summary> { let bufls_attr = "typed"; }
class DenseIntOrFPElementsAttrBase<Pred condition, string summary> : ElementsAttrBase<condition, summary>;
def AnyIntElementsAttr : ElementsAttrBase<TruePred, "integer elements attribute">;
def AnyI32ElementsAttr : ElementsAttrBase<TruePred, "32-bit integer elements attribute">;
def AnyI64ElementsAttr : ElementsAttrBase<TruePred, "64-bit integer elements attribute">;
def I32ElementsAttr : ElementsAttrBase<TruePred, "32-bit signless integer elements attribute">;
def I64ElementsAttr : ElementsAttrBase<TruePred, "64-bit signless integer elements attribute">;
def IndexElementsAttr : ElementsAttrBase<TruePred, "index elements attribute">;
def F32ElementsAttr : ElementsAttrBase<TruePred, "32-bit float elements attribute">;
def F64ElementsAttr : ElementsAttrBase<TruePred, "64-bit float elements attribute">;
def SymbolRefAttr : Attr<TruePred, "symbol reference attribute"> { let bufls_attr = "symbol"; }
def FlatSymbolRefAttr : Attr<TruePred, "flat symbol reference attribute"> { let bufls_attr = "symbol"; }
def SymbolNameAttr : Attr<TruePred, "string attribute"> { let bufls_attr = "symbol_name"; }
def StrAttr : Attr<TruePred, "string attribute"> { let bufls_attr = "string"; }
def Builtin_StringAttr : Attr<TruePred, "string attribute"> { let bufls_attr = "string"; }
def UnitAttr : Attr<TruePred, "unit attribute"> { let bufls_attr = "unit"; let isOptional = 1; }
def BoolAttr : Attr<TruePred, "bool attribute"> { let bufls_attr = "bool"; }
def IndexAttr : Attr<TruePred, "index attribute"> { let bufls_attr = "integer"; let bufls_storage = "index"; }
class TypedSignlessIntegerAttrBase<I attrValType, string retType, string descr>
    : TypedAttrBase<attrValType, "IntegerAttr", TruePred, descr> {
  let bufls_attr = "integer";
  let bufls_storage = attrValType.bufls_type;
}
class SignlessIntegerAttrBase<I attrValType, string descr> : TypedSignlessIntegerAttrBase<attrValType, "", descr>;
def I1Attr : Attr<TruePred, "1-bit signless integer attribute"> { let bufls_attr = "bool"; }
def I8Attr : TypedSignlessIntegerAttrBase<I8, "uint8_t", "8-bit signless integer attribute">;
def I16Attr : TypedSignlessIntegerAttrBase<I16, "uint16_t", "16-bit signless integer attribute">;
def I32Attr : TypedSignlessIntegerAttrBase<I32, "uint32_t", "32-bit signless integer attribute">;
def I64Attr : TypedSignlessIntegerAttrBase<I64, "uint64_t", "64-bit signless integer attribute">;
class TypedIntAttr<string ty, string descr> : Attr<TruePred, descr> { let bufls_attr = "integer"; let bufls_storage = ty; }
def SI8Attr : TypedIntAttr<"si8", "8-bit signed integer attribute">;
def SI16Attr : TypedIntAttr<"si16", "16-bit signed integer attribute">;
def SI32Attr : TypedIntAttr<"si32", "32-bit signed integer attribute">;
def SI64Attr : TypedIntAttr<"si64", "64-bit signed integer attribute">;
def UI8Attr : TypedIntAttr<"ui8", "8-bit unsigned integer attribute">;
def UI16Attr : TypedIntAttr<"ui16", "16-bit unsigned integer attribute">;
def UI32Attr : TypedIntAttr<"ui32", "32-bit unsigned integer attribute">;
def UI64Attr : TypedIntAttr<"ui64", "64-bit unsigned integer attribute">;
def APIntAttr : Attr<TruePred, "arbitrary integer attribute"> { let bufls_attr = "typed"; }
def AnyIntegerAttr : Attr<TruePred, "integer attribute"> { let bufls_attr = "typed"; }
class FloatAttrBase<F attrValType, string descr> : TypedAttrBase<attrValType, "FloatAttr", TruePred, descr> {
  let bufls_attr = "float";
  let bufls_storage = attrValType.bufls_type;
}
def F32Attr : FloatAttrBase<F32, "32-bit float attribute">;
def F64Attr : FloatAttrBase<F64, "64-bit float attribute">;
def F16Attr : FloatAttrBase<F16, "16-bit float attribute">;
def AnyFloatAttr : Attr<TruePred, "floating-point attribute"> { let bufls_attr = "typed"; }
def TypeAttr : Attr<TruePred, "any type attribute"> { let bufls_attr = "type"; }
class TypeAttrOf<Type ty> : Attr<TruePred, "type attribute of " # ty.summary> { let bufls_attr = "type"; }
def FunctionTypeAttr : TypeAttrOf<FunctionType>;
def DictionaryAttr : Attr<TruePred, "dictionary of named attribute values"> { let bufls_attr = "dict"; }
def AffineMapAttr : Attr<TruePred, "AffineMap attribute"> { let bufls_attr = "other"; }
def IntegerSetAttr : Attr<TruePred, "IntegerSet attribute">;
def LocationAttr : Attr<TruePred, "location attribute">;
def ArrayAttr : Attr<TruePred, "array attribute"> { let bufls_attr = "array"; }
class TypedArrayAttrBase<Attr element, string summary> : Attr<TruePred, summary> {
  Attr elementAttr = element;
  let bufls_attr = "array";
}
def BoolArrayAttr : TypedArrayAttrBase<BoolAttr, "1-bit boolean array attribute">;
def I32ArrayAttr : TypedArrayAttrBase<I32Attr, "32-bit integer array attribute">;
def I64ArrayAttr : TypedArrayAttrBase<I64Attr, "64-bit integer array attribute">;
def IndexArrayAttr : TypedArrayAttrBase<IndexAttr, "index array attribute">;
def F32ArrayAttr : TypedArrayAttrBase<F32Attr, "32-bit float array attribute">;
def F64ArrayAttr : TypedArrayAttrBase<F64Attr, "64-bit float array attribute">;
def StrArrayAttr : TypedArrayAttrBase<StrAttr, "string array attribute">;
def TypeArrayAttr : TypedArrayAttrBase<TypeAttr, "type array attribute">;
def SymbolRefArrayAttr : TypedArrayAttrBase<SymbolRefAttr, "symbol ref array attribute">;
def FlatSymbolRefArrayAttr : TypedArrayAttrBase<FlatSymbolRefAttr, "flat symbol ref array attribute">;
def DictArrayAttr : TypedArrayAttrBase<DictionaryAttr, "Array of dictionary attributes">;
def AffineMapArrayAttr : TypedArrayAttrBase<AffineMapAttr, "AffineMap array attribute">;
class DenseArrayAttrBase<string denseAttrName, string cppType, string summaryName> : Attr<TruePred, summaryName> {
  let bufls_attr = "dense_array";
  let bufls_storage = summaryName;
}
def DenseBoolArrayAttr : DenseArrayAttrBase<"DenseBoolArrayAttr", "bool", "i1">;
def DenseI8ArrayAttr : DenseArrayAttrBase<"DenseI8ArrayAttr", "int8_t", "i8">;
def DenseI16ArrayAttr : DenseArrayAttrBase<"DenseI16ArrayAttr", "int16_t", "i16">;
def DenseI32ArrayAttr : DenseArrayAttrBase<"DenseI32ArrayAttr", "int32_t", "i32">;
def DenseI64ArrayAttr : DenseArrayAttrBase<"DenseI64ArrayAttr", "int64_t", "i64">;
def DenseF32ArrayAttr : DenseArrayAttrBase<"DenseF32ArrayAttr", "float", "f32">;
def DenseF64ArrayAttr : DenseArrayAttrBase<"DenseF64ArrayAttr", "double", "f64">;
class DenseArrayStrictlyPositive<DenseArrayAttrBase arrayType> : AttrConstraint<TruePred, "">;
class DenseArrayNonNegative<DenseArrayAttrBase arrayType> : AttrConstraint<TruePred, "">;

class OptionalAttr<Attr attr> : Attr<attr.predicate, "optional " # attr.summary> {
  let isOptional = 1;
  let baseAttr = attr;
  let bufls_attr = attr.bufls_attr;
  let bufls_storage = attr.bufls_storage;
}
class DefaultValuedAttr<Attr attr, string val> : Attr<attr.predicate, attr.summary> {
  let defaultValue = val;
  let baseAttr = attr;
  let bufls_attr = attr.bufls_attr;
  let bufls_storage = attr.bufls_storage;
}
class DefaultValuedOptionalAttr<Attr attr, string val> : DefaultValuedAttr<attr, val> { let isOptional = 1; }
class DefaultValuedStrAttr<Attr attr, string val> : DefaultValuedAttr<attr, "\"" # val # "\"">;
class ConfinedAttr<Attr attr, list<AttrConstraint> constraints> : Attr<attr.predicate, attr.summary> {
  let baseAttr = attr;
  let isOptional = attr.isOptional;
  let defaultValue = attr.defaultValue;
  let bufls_attr = attr.bufls_attr;
  let bufls_storage = attr.bufls_storage;
}
class AttrConstraintFn<string s> : AttrConstraint<TruePred, s>;
class IntMinValue<int n> : AttrConstraint<TruePred, "">;
class IntMaxValue<int n> : AttrConstraint<TruePred, "">;
def IntNonNegative : AttrConstraint<TruePred, "whose value is non-negative">;
def IntPositive : AttrConstraint<TruePred, "whose value is positive">;
class ArrayMinCount<int n> : AttrConstraint<TruePred, "">;
class ArrayCount<int n> : AttrConstraint<TruePred, "">;
class IntArrayNthElemEq<int index, int value> : AttrConstraint<TruePred, "">;

// Enums (mlir/IR/EnumAttr.td)
class EnumCase<string sym, string strVal, int intVal> {
  string symbol = sym;
  string str = strVal;
  int value = intVal;
}
class IntEnumAttrCaseBase<I intType, string sym, string strVal, int intVal> : EnumCase<sym, strVal, intVal>;
class I32EnumAttrCase<string sym, int val, string str = sym> : IntEnumAttrCaseBase<I32, sym, str, val>;
class I64EnumAttrCase<string sym, int val, string str = sym> : IntEnumAttrCaseBase<I64, sym, str, val>;
class I16EnumAttrCase<string sym, int val, string str = sym> : IntEnumAttrCaseBase<I16, sym, str, val>;
class I8EnumAttrCase<string sym, int val, string str = sym> : IntEnumAttrCaseBase<I8, sym, str, val>;
class I1EnumAttrCase<string sym, int val, string str = sym> : IntEnumAttrCaseBase<I1, sym, str, val>;
class I32EnumCase<string sym, int val, string str = sym> : I32EnumAttrCase<sym, val, str>;
class I64EnumCase<string sym, int val, string str = sym> : I64EnumAttrCase<sym, val, str>;
class StrEnumAttrCase<string str, int val = -1, string sym = str> : EnumCase<sym, str, val>;
class BitEnumAttrCaseBase<I intType, string sym, int val, string str = sym> : EnumCase<sym, str, val>;
class I32BitEnumAttrCaseBit<string sym, int pos, string str = sym> : BitEnumAttrCaseBase<I32, sym, !shl(1, pos), str>;
class I64BitEnumAttrCaseBit<string sym, int pos, string str = sym> : BitEnumAttrCaseBase<I64, sym, !shl(1, pos), str>;
class I8BitEnumAttrCaseBit<string sym, int pos, string str = sym> : BitEnumAttrCaseBase<I8, sym, !shl(1, pos), str>;
class I16BitEnumAttrCaseBit<string sym, int pos, string str = sym> : BitEnumAttrCaseBase<I16, sym, !shl(1, pos), str>;
class I32BitEnumAttrCaseNone<string sym, string str = sym> : BitEnumAttrCaseBase<I32, sym, 0, str>;
class I64BitEnumAttrCaseNone<string sym, string str = sym> : BitEnumAttrCaseBase<I64, sym, 0, str>;
class I8BitEnumAttrCaseNone<string sym, string str = sym> : BitEnumAttrCaseBase<I8, sym, 0, str>;
class I16BitEnumAttrCaseNone<string sym, string str = sym> : BitEnumAttrCaseBase<I16, sym, 0, str>;
class I32BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases, string str = sym>
    : BitEnumAttrCaseBase<I32, sym, !foldl(0, cases, acc, c, !or(acc, c.value)), str>;
class I64BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases, string str = sym>
    : BitEnumAttrCaseBase<I64, sym, !foldl(0, cases, acc, c, !or(acc, c.value)), str>;
class BitEnumCaseBit<string sym, int pos, string str = sym> : I32BitEnumAttrCaseBit<sym, pos, str>;
class I32BitEnumCaseBit<string sym, int pos, string str = sym> : I32BitEnumAttrCaseBit<sym, pos, str>;
class I64BitEnumCaseBit<string sym, int pos, string str = sym> : I64BitEnumAttrCaseBit<sym, pos, str>;
class I32BitEnumCaseNone<string sym, string str = sym> : I32BitEnumAttrCaseNone<sym, str>;

class EnumAttrInfo<string name, list<EnumCase> cases, Attr baseClass = AnyAttr> : Attr<TruePred, ""> {
  string className = name;
  list<EnumCase> enumerants = cases;
  string cppNamespace = "";
  bit genSpecializedAttr = 1;
  string bufls_int = "i64";
  bit bufls_bits = 0;
  string separator = "|";
  let bufls_attr = "enum";
}
class IntEnumAttrBase<I intType, string name, string summaryText, list<EnumCase> cases>
    : EnumAttrInfo<name, cases> {
  let summary = summaryText;
  let bufls_int = intType.bufls_type;
}
class IntEnumAttr<I intType, string name, string summary, list<IntEnumAttrCaseBase> cases>
    : IntEnumAttrBase<intType, name, summary, cases>;
class I32EnumAttr<string name, string summary, list<EnumCase> cases> : IntEnumAttrBase<I32, name, summary, cases>;
class I64EnumAttr<string name, string summary, list<EnumCase> cases> : IntEnumAttrBase<I64, name, summary, cases>;
class I16EnumAttr<string name, string summary, list<EnumCase> cases> : IntEnumAttrBase<I16, name, summary, cases>;
class I8EnumAttr<string name, string summary, list<EnumCase> cases> : IntEnumAttrBase<I8, name, summary, cases>;
class I32Enum<string name, string summary, list<EnumCase> cases> : I32EnumAttr<name, summary, cases>;
class I64Enum<string name, string summary, list<EnumCase> cases> : I64EnumAttr<name, summary, cases>;
class StrEnumAttr<string name, string summary, list<StrEnumAttrCase> cases> : EnumAttrInfo<name, cases> {
  let bufls_attr = "string";
}
class BitEnumAttr<I intType, string name, string summaryText, list<BitEnumAttrCaseBase> cases>
    : EnumAttrInfo<name, cases> {
  let summary = summaryText;
  let bufls_int = intType.bufls_type;
  let bufls_bits = 1;
  let separator = "|";
}
class I32BitEnumAttr<string name, string summary, list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I32, name, summary, cases>;
class I64BitEnumAttr<string name, string summary, list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I64, name, summary, cases>;
class I8BitEnumAttr<string name, string summary, list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I8, name, summary, cases>;
class I16BitEnumAttr<string name, string summary, list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I16, name, summary, cases>;
class I32BitEnum<string name, string summary, list<BitEnumAttrCaseBase> cases> : I32BitEnumAttr<name, summary, cases>;
class I64BitEnum<string name, string summary, list<BitEnumAttrCaseBase> cases> : I64BitEnumAttr<name, summary, cases>;

// ---------------------------------------------------------------------------
// Dialect attributes and types (mlir/IR/AttrTypeBase.td)

class AttrOrTypeParameter<string type, string desc, string accessorType = ""> {
  string cppType = type;
  string summary = desc;
  bit isOptional = 0;
}
class AttributeSelfTypeParameter<string desc, string derivedType = "::mlir::Type", string accessorType = "">
    : AttrOrTypeParameter<derivedType, desc, accessorType>;
class StringRefParameter<string desc = "", string value = ""> : AttrOrTypeParameter<"::llvm::StringRef", desc>;
class ArrayRefParameter<string arrayOf, string desc = ""> : AttrOrTypeParameter<"::llvm::ArrayRef<" # arrayOf # ">", desc>;
class OptionalParameter<string type, string desc = ""> : AttrOrTypeParameter<type, desc> { let isOptional = 1; }
class DefaultValuedParameter<string type, string value, string desc = ""> : AttrOrTypeParameter<type, desc> {
  let isOptional = 1;
}
class EnumParameter<EnumAttrInfo enumInfo> : AttrOrTypeParameter<enumInfo.className, ""> {
  EnumAttrInfo bufls_enum = enumInfo;
}

class CArg<string ty, string value = ""> { string type = ty; string defaultValue = value; }
class AttrOrTypeBuilder<dag parameters, code bodyCode = "", string returnTypeStr = ""> {
  dag dagParams = parameters;
  code body = bodyCode;
}
class AttrBuilder<dag parameters, code bodyCode = "", string returnType = "">
    : AttrOrTypeBuilder<parameters, bodyCode, returnType>;
class TypeBuilder<dag parameters, code bodyCode = "", string returnType = "">
    : AttrOrTypeBuilder<parameters, bodyCode, returnType>;
class AttrBuilderWithInferredContext<dag parameters, code bodyCode = "", string returnType = "">
    : AttrOrTypeBuilder<parameters, bodyCode, returnType>;
class TypeBuilderWithInferredContext<dag parameters, code bodyCode = "", string returnType = "">
    : AttrOrTypeBuilder<parameters, bodyCode, returnType>;
class AttrOrTypeDef<string valueType, string name, list<Trait> defTraits, string baseCppClass> {
  list<AttrOrTypeBuilder> builders = ?;
  bit skipDefaultBuilders = 0;
  bit genAccessors = 1;
  bit genMnemonicAlias = 0;
  bit hasStorageCustomConstructor = 0;
  code extraClassDeclaration = ?;
  code extraClassDefinition = ?;
  string cppBaseClassName = baseCppClass;
  string cppClassName = name # valueType;
  string description = "";
  string summary = "";
  dag parameters = (ins);
  string mnemonic = ?;
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;
  bit genVerifyDecl = 0;
  bit genStorageClass = 1;
  list<Trait> traits = defTraits;
}
class AttrDef<Dialect owner, string name, list<Trait> traits = [], string baseCppClass = "::mlir::Attribute">
    : AttrOrTypeDef<"Attr", name, traits, baseCppClass>, Attr<TruePred, ""> {
  Dialect dialect = owner;
  string attrName = owner.name # "." # mnemonic;
  let bufls_attr = "dialect";
}
class TypeDef<Dialect owner, string name, list<Trait> traits = [], string baseCppClass = "::mlir::Type">
    : AttrOrTypeDef<"Type", name, traits, baseCppClass>, Type<TruePred, ""> {
  Dialect dialect = owner;
  string typeName = owner.name # "." # mnemonic;
}
class EnumAttr<Dialect dialect, EnumAttrInfo enumInfo, string name = "", list<Trait> traits = []>
    : AttrDef<dialect, enumInfo.className, traits> {
  EnumAttrInfo enum = enumInfo;
  let parameters = (ins EnumParameter<enumInfo>:$value);
  let mnemonic = name;
  let assemblyFormat = "$value";
  let bufls_attr = "enum";
}

// ---------------------------------------------------------------------------
// Properties (mlir/IR/Properties.td)

class Property<string storageTypeParam = "", string desc = ""> {
  string summary = desc;
  string storageType = storageTypeParam;
  string defaultValue = "";
  string bufls_attr = "other";
  string bufls_storage = ?;
}
class DefaultValuedProp<Property p, string default = "", string storageDefault = ""> : Property<p.storageType, p.summary> {
  let defaultValue = default;
  let bufls_attr = p.bufls_attr;
  let bufls_storage = p.bufls_storage;
}
class OptionalProp<Property p, bit canDelegateParsing = 1> : Property<p.storageType, p.summary> {
  let bufls_attr = p.bufls_attr;
  let bufls_storage = p.bufls_storage;
}
class ConfinedProperty<Property p, Pred pred, string newSummary = ""> : Property<p.storageType, p.summary> {
  let bufls_attr = p.bufls_attr;
  let bufls_storage = p.bufls_storage;
}
class ConfinedProp<Property p, Pred pred, string newSummary = ""> : ConfinedProperty<p, pred, newSummary>;
class IntProp<string storageTypeParam, string desc = ""> : Property<storageTypeParam, desc> { let bufls_attr = "integer"; }
def I32Prop : IntProp<"int32_t"> { let bufls_storage = "i32"; }
def I64Prop : IntProp<"int64_t"> { let bufls_storage = "i64"; }
def BoolProp : Property<"bool"> { let bufls_attr = "bool"; }
def UnitProp : Property<"bool"> { let bufls_attr = "unit"; }
def StringProp : Property<"std::string"> { let bufls_attr = "string"; }
class ArrayProp<Property elem, string newSummary = ""> : Property<"", newSummary> { let bufls_attr = "dense_array"; }
class EnumProp<string storageType, string desc = "", list<string> cases = []> : Property<storageType, desc>;

#endif // BUFLS_PRELUDE
