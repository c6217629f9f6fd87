// The reflection, container and delegate sub-tables.
#include "RustealPrivate.h"
#include "RustealReifiedClass.h"
#include "Templates/Casts.h"
#include "UObject/Class.h"
#include "UObject/ScriptDelegates.h"
#include "UObject/UObjectHash.h"
#include "UObject/UObjectGlobals.h"

namespace
{
	using Rusteal::Obj;
	using Rusteal::Prop;
	using Rusteal::Func;
	using Rusteal::Struct;

	// A name or an object path ("/Script/Engine.Actor").
	template <typename T>
	T* FindByNameOrPath(const FString& Name)
	{
		if (Name.StartsWith(TEXT("/"))) return FindObject<T>(nullptr, *Name);
		return FindFirstObject<T>(*Name, EFindFirstObjectOptions::NativeFirst);
	}

	// ---- reflection ---------------------------------------------------------------------------
	UClassHandle FindClassImpl(const uint8* N, uint32 L) { return UClassHandle{FindByNameOrPath<UClass>(Rusteal::Utf8(N, L))}; }
	FPropertyHandle FindPropertyImpl(UClassHandle C, const uint8* N, uint32 L)
	{
		UClass* Class = static_cast<UClass*>(C.ptr);
		return FPropertyHandle{Class ? FindFProperty<FProperty>(Class, FName(*Rusteal::Utf8(N, L))) : nullptr};
	}
	UClassHandle GetStaticClassImpl(const uint8* N, uint32 L) { return FindClassImpl(N, L); }
	uint32 GetPropertySizeImpl(FPropertyHandle P) { return Prop(P) ? static_cast<uint32>(Prop(P)->GetSize()) : 0; }
	UStructHandle FindStructImpl(const uint8* N, uint32 L) { return UStructHandle{FindByNameOrPath<UScriptStruct>(Rusteal::Utf8(N, L))}; }
	FPropertyHandle FindStructPropertyImpl(UStructHandle S, const uint8* N, uint32 L)
	{
		return FPropertyHandle{Struct(S) ? FindFProperty<FProperty>(Struct(S), FName(*Rusteal::Utf8(N, L))) : nullptr};
	}
	UFunctionHandle FindFunctionImpl(UObjectHandle O, const uint8* N, uint32 L)
	{
		return UFunctionHandle{IsValid(Obj(O)) ? Obj(O)->FindFunction(FName(*Rusteal::Utf8(N, L))) : nullptr};
	}
	uint8* AllocParamsImpl(UFunctionHandle F)
	{
		UFunction* Function = Func(F);
		if (!Function) return nullptr;
		uint8* Params = static_cast<uint8*>(FMemory::Malloc(FMath::Max<int32>(Function->ParmsSize, 1), 16));
		FMemory::Memzero(Params, FMath::Max<int32>(Function->ParmsSize, 1));
		for (TFieldIterator<FProperty> It(Function); It && It->HasAnyPropertyFlags(CPF_Parm); ++It) It->InitializeValue_InContainer(Params);
		return Params;
	}
	void FreeParamsImpl(UFunctionHandle F, uint8* Params)
	{
		if (!Params) return;
		if (UFunction* Function = Func(F))
		{
			for (TFieldIterator<FProperty> It(Function); It && It->HasAnyPropertyFlags(CPF_Parm); ++It) It->DestroyValue_InContainer(Params);
		}
		FMemory::Free(Params);
	}
	ERustealErrorCode CallFunctionImpl(UObjectHandle O, UFunctionHandle F, uint8* Params)
	{
		if (!IsValid(Obj(O))) return Rusteal::Fail(RustealError_ObjectDestroyed, TEXT("the object is not valid"));
		if (!Func(F)) return Rusteal::Fail(RustealError_NullArgument, TEXT("the function is null"));
		Obj(O)->ProcessEvent(Func(F), Params);
		return RustealError_Ok;
	}
	FPropertyHandle GetFunctionParamImpl(UFunctionHandle F, const uint8* N, uint32 L)
	{
		return FPropertyHandle{Func(F) ? FindFProperty<FProperty>(Func(F), FName(*Rusteal::Utf8(N, L))) : nullptr};
	}
	uint32 GetPropertyOffsetImpl(FPropertyHandle P) { return Prop(P) ? static_cast<uint32>(Prop(P)->GetOffset_ForInternal()) : 0; }
	UFunctionHandle FindFunctionByClassImpl(UClassHandle C, const uint8* N, uint32 L)
	{
		UClass* Class = static_cast<UClass*>(C.ptr);
		return UFunctionHandle{Class ? Class->FindFunctionByName(FName(*Rusteal::Utf8(N, L))) : nullptr};
	}
	uint32 GetElementSizeImpl(FPropertyHandle P) { return Prop(P) ? static_cast<uint32>(Prop(P)->GetElementSize()) : 0; }
	uint32 GetStructSizeImpl(UStructHandle S) { return Struct(S) ? static_cast<uint32>(Struct(S)->GetStructureSize()) : 0; }
	ERustealErrorCode InitializeStructImpl(UStructHandle S, uint8* Data)
	{
		if (!Struct(S) || !Data) return Rusteal::Fail(RustealError_NullArgument, TEXT("the struct or its memory is null"));
		Struct(S)->InitializeStruct(Data);
		return RustealError_Ok;
	}
	ERustealErrorCode DestroyStructImpl(UStructHandle S, uint8* Data)
	{
		if (!Struct(S) || !Data) return Rusteal::Fail(RustealError_NullArgument, TEXT("the struct or its memory is null"));
		Struct(S)->DestroyStruct(Data);
		return RustealError_Ok;
	}
	ERustealErrorCode CopyStructImpl(UStructHandle S, uint8* Dest, const uint8* Src)
	{
		if (!Struct(S) || !Dest || !Src) return Rusteal::Fail(RustealError_NullArgument, TEXT("the struct or its memory is null"));
		Struct(S)->CopyScriptStruct(Dest, Src);
		return RustealError_Ok;
	}
	UClassHandle FindEnumImpl(const uint8* N, uint32 L)
	{
		// The UEnum travels typed as a class handle.
		return UClassHandle{FindByNameOrPath<UEnum>(Rusteal::Utf8(N, L))};
	}
	UFunctionHandle GetDelegateSignatureImpl(FPropertyHandle P)
	{
		if (FMulticastDelegateProperty* M = CastField<FMulticastDelegateProperty>(Prop(P))) return UFunctionHandle{M->SignatureFunction};
		if (FDelegateProperty* D = CastField<FDelegateProperty>(Prop(P))) return UFunctionHandle{D->SignatureFunction};
		return UFunctionHandle{nullptr};
	}

	// ---- containers ---------------------------------------------------------------------------
	// The container of (owner, property): an object's, or a temporary's from alloc_temp.
	template <typename TProperty>
	TProperty* ContainerOf(UObjectHandle O, FPropertyHandle P, void*& Value, ERustealErrorCode& Code)
	{
		TProperty* Typed = CastField<TProperty>(Prop(P));
		if (!Typed || !O.ptr)
		{
			Code = Rusteal::Fail(RustealError_TypeMismatch, TEXT("not a container property of this kind, or no owner"));
			return nullptr;
		}
		Value = Typed->template ContainerPtrToValuePtr<void>(O.ptr);
		Code = RustealError_Ok;
		return Typed;
	}

	ERustealErrorCode CopyOut(const TArray<uint8>& Bytes, uint8* Out, uint32 Size, uint32* Written)
	{
		if (Written) *Written = static_cast<uint32>(Bytes.Num());
		if (static_cast<uint32>(Bytes.Num()) > Size) return Rusteal::Fail(RustealError_BufferTooSmall, FString::Printf(TEXT("the element needs %d bytes"), Bytes.Num()));
		if (Bytes.Num() > 0) FMemory::Memcpy(Out, Bytes.GetData(), Bytes.Num());
		return RustealError_Ok;
	}

	ERustealErrorCode BulkOut(const TArray<uint8>& All, int32 Count, uint8* Out, uint32 Size, uint32* Total, int32* OutCount)
	{
		if (Total) *Total = static_cast<uint32>(All.Num());
		if (OutCount) *OutCount = Count;
		if (static_cast<uint32>(All.Num()) > Size) return Rusteal::Fail(RustealError_BufferTooSmall, FString::Printf(TEXT("the container needs %d bytes"), All.Num()));
		if (All.Num() > 0) FMemory::Memcpy(Out, All.GetData(), All.Num());
		return RustealError_Ok;
	}

	// The n-th valid index of a sparse map or set.
	template <typename THelper>
	int32 LogicalToSparse(const THelper& Helper, int32 Logical)
	{
		for (int32 I = 0, Seen = 0; I < Helper.GetMaxIndex(); ++I)
		{
			if (!Helper.IsValidIndex(I)) continue;
			if (Seen++ == Logical) return I;
		}
		return INDEX_NONE;
	}

	int32 ArrayLenImpl(UObjectHandle O, FPropertyHandle P)
	{
		void* V;
		ERustealErrorCode C;
		FArrayProperty* A = ContainerOf<FArrayProperty>(O, P, V, C);
		return A ? FScriptArrayHelper(A, V).Num() : -1;
	}
	ERustealErrorCode ArrayGetImpl(UObjectHandle O, FPropertyHandle P, int32 I, uint8* Out, uint32 Size, uint32* Written)
	{
		void* V;
		ERustealErrorCode C;
		FArrayProperty* A = ContainerOf<FArrayProperty>(O, P, V, C);
		if (!A) return C;
		FScriptArrayHelper H(A, V);
		if (!H.IsValidIndex(I)) return Rusteal::Fail(RustealError_IndexOutOfRange, FString::Printf(TEXT("index %d of %d"), I, H.Num()));
		TArray<uint8> Bytes;
		Rusteal::EncodeElement(A->Inner, H.GetRawPtr(I), Bytes);
		return CopyOut(Bytes, Out, Size, Written);
	}
	ERustealErrorCode ArraySetImpl(UObjectHandle O, FPropertyHandle P, int32 I, const uint8* In, uint32 Size)
	{
		void* V;
		ERustealErrorCode C;
		FArrayProperty* A = ContainerOf<FArrayProperty>(O, P, V, C);
		if (!A) return C;
		FScriptArrayHelper H(A, V);
		if (!H.IsValidIndex(I)) return Rusteal::Fail(RustealError_IndexOutOfRange, FString::Printf(TEXT("index %d of %d"), I, H.Num()));
		return Rusteal::DecodeElement(A->Inner, H.GetRawPtr(I), In, Size);
	}
	ERustealErrorCode ArrayAddImpl(UObjectHandle O, FPropertyHandle P, const uint8* In, uint32 Size)
	{
		void* V;
		ERustealErrorCode C;
		FArrayProperty* A = ContainerOf<FArrayProperty>(O, P, V, C);
		if (!A) return C;
		FScriptArrayHelper H(A, V);
		const int32 I = H.AddValue();
		const ERustealErrorCode R = Rusteal::DecodeElement(A->Inner, H.GetRawPtr(I), In, Size);
		if (R != RustealError_Ok) H.RemoveValues(I, 1);
		return R;
	}
	ERustealErrorCode ArrayRemoveImpl(UObjectHandle O, FPropertyHandle P, int32 I)
	{
		void* V;
		ERustealErrorCode C;
		FArrayProperty* A = ContainerOf<FArrayProperty>(O, P, V, C);
		if (!A) return C;
		FScriptArrayHelper H(A, V);
		if (!H.IsValidIndex(I)) return Rusteal::Fail(RustealError_IndexOutOfRange, FString::Printf(TEXT("index %d of %d"), I, H.Num()));
		H.RemoveValues(I, 1);
		return RustealError_Ok;
	}
	ERustealErrorCode ArrayClearImpl(UObjectHandle O, FPropertyHandle P)
	{
		void* V;
		ERustealErrorCode C;
		FArrayProperty* A = ContainerOf<FArrayProperty>(O, P, V, C);
		if (!A) return C;
		FScriptArrayHelper(A, V).EmptyValues();
		return RustealError_Ok;
	}
	uint32 ArrayElementSizeImpl(FPropertyHandle P)
	{
		FArrayProperty* A = CastField<FArrayProperty>(Prop(P));
		return A ? static_cast<uint32>(A->Inner->GetElementSize()) : 0;
	}
	int32 MapLenImpl(UObjectHandle O, FPropertyHandle P)
	{
		void* V;
		ERustealErrorCode C;
		FMapProperty* M = ContainerOf<FMapProperty>(O, P, V, C);
		return M ? FScriptMapHelper(M, V).Num() : -1;
	}
	ERustealErrorCode MapFindImpl(UObjectHandle O, FPropertyHandle P, const uint8* Key, uint32 KeySize, uint8* Out, uint32 Size, uint32* Written)
	{
		void* V;
		ERustealErrorCode C;
		FMapProperty* M = ContainerOf<FMapProperty>(O, P, V, C);
		if (!M) return C;
		Rusteal::FTempValue K(M->KeyProp);
		if (const ERustealErrorCode R = Rusteal::DecodeElement(M->KeyProp, K.Memory, Key, KeySize)) return R;
		FScriptMapHelper H(M, V);
		const uint8* Found = H.FindValueFromHash(K.Memory);
		if (!Found) return Rusteal::Fail(RustealError_IndexOutOfRange, TEXT("the key is not in the map"));
		TArray<uint8> Bytes;
		Rusteal::EncodeElement(M->ValueProp, Found, Bytes);
		return CopyOut(Bytes, Out, Size, Written);
	}
	ERustealErrorCode MapAddImpl(UObjectHandle O, FPropertyHandle P, const uint8* Key, uint32 KeySize, const uint8* Val, uint32 ValSize)
	{
		void* V;
		ERustealErrorCode C;
		FMapProperty* M = ContainerOf<FMapProperty>(O, P, V, C);
		if (!M) return C;
		Rusteal::FTempValue K(M->KeyProp);
		Rusteal::FTempValue Value(M->ValueProp);
		if (const ERustealErrorCode R = Rusteal::DecodeElement(M->KeyProp, K.Memory, Key, KeySize)) return R;
		if (const ERustealErrorCode R = Rusteal::DecodeElement(M->ValueProp, Value.Memory, Val, ValSize)) return R;
		FScriptMapHelper(M, V).AddPair(K.Memory, Value.Memory);
		return RustealError_Ok;
	}
	ERustealErrorCode MapRemoveImpl(UObjectHandle O, FPropertyHandle P, const uint8* Key, uint32 KeySize)
	{
		void* V;
		ERustealErrorCode C;
		FMapProperty* M = ContainerOf<FMapProperty>(O, P, V, C);
		if (!M) return C;
		Rusteal::FTempValue K(M->KeyProp);
		if (const ERustealErrorCode R = Rusteal::DecodeElement(M->KeyProp, K.Memory, Key, KeySize)) return R;
		FScriptMapHelper(M, V).RemovePair(K.Memory);
		return RustealError_Ok;
	}
	ERustealErrorCode MapClearImpl(UObjectHandle O, FPropertyHandle P)
	{
		void* V;
		ERustealErrorCode C;
		FMapProperty* M = ContainerOf<FMapProperty>(O, P, V, C);
		if (!M) return C;
		FScriptMapHelper(M, V).EmptyValues();
		return RustealError_Ok;
	}
	ERustealErrorCode MapGetPairImpl(UObjectHandle O, FPropertyHandle P, int32 Logical, uint8* KOut, uint32 KSize, uint32* KWritten, uint8* VOut, uint32 VSize, uint32* VWritten)
	{
		void* V;
		ERustealErrorCode C;
		FMapProperty* M = ContainerOf<FMapProperty>(O, P, V, C);
		if (!M) return C;
		FScriptMapHelper H(M, V);
		const int32 I = LogicalToSparse(H, Logical);
		if (I == INDEX_NONE) return Rusteal::Fail(RustealError_IndexOutOfRange, FString::Printf(TEXT("index %d of %d"), Logical, H.Num()));
		TArray<uint8> K, Val;
		Rusteal::EncodeElement(M->KeyProp, H.GetKeyPtr(I), K);
		Rusteal::EncodeElement(M->ValueProp, H.GetValuePtr(I), Val);
		if (const ERustealErrorCode R = CopyOut(K, KOut, KSize, KWritten)) return R;
		return CopyOut(Val, VOut, VSize, VWritten);
	}
	int32 SetLenImpl(UObjectHandle O, FPropertyHandle P)
	{
		void* V;
		ERustealErrorCode C;
		FSetProperty* S = ContainerOf<FSetProperty>(O, P, V, C);
		return S ? FScriptSetHelper(S, V).Num() : -1;
	}
	bool SetContainsImpl(UObjectHandle O, FPropertyHandle P, const uint8* E, uint32 Size)
	{
		void* V;
		ERustealErrorCode C;
		FSetProperty* S = ContainerOf<FSetProperty>(O, P, V, C);
		if (!S) return false;
		Rusteal::FTempValue Elem(S->ElementProp);
		if (Rusteal::DecodeElement(S->ElementProp, Elem.Memory, E, Size) != RustealError_Ok) return false;
		return FScriptSetHelper(S, V).FindElementIndex(Elem.Memory) != INDEX_NONE;
	}
	ERustealErrorCode SetAddImpl(UObjectHandle O, FPropertyHandle P, const uint8* E, uint32 Size)
	{
		void* V;
		ERustealErrorCode C;
		FSetProperty* S = ContainerOf<FSetProperty>(O, P, V, C);
		if (!S) return C;
		Rusteal::FTempValue Elem(S->ElementProp);
		if (const ERustealErrorCode R = Rusteal::DecodeElement(S->ElementProp, Elem.Memory, E, Size)) return R;
		FScriptSetHelper(S, V).AddElement(Elem.Memory);
		return RustealError_Ok;
	}
	ERustealErrorCode SetRemoveImpl(UObjectHandle O, FPropertyHandle P, const uint8* E, uint32 Size)
	{
		void* V;
		ERustealErrorCode C;
		FSetProperty* S = ContainerOf<FSetProperty>(O, P, V, C);
		if (!S) return C;
		Rusteal::FTempValue Elem(S->ElementProp);
		if (const ERustealErrorCode R = Rusteal::DecodeElement(S->ElementProp, Elem.Memory, E, Size)) return R;
		FScriptSetHelper(S, V).RemoveElement(Elem.Memory);
		return RustealError_Ok;
	}
	ERustealErrorCode SetClearImpl(UObjectHandle O, FPropertyHandle P)
	{
		void* V;
		ERustealErrorCode C;
		FSetProperty* S = ContainerOf<FSetProperty>(O, P, V, C);
		if (!S) return C;
		FScriptSetHelper(S, V).EmptyElements();
		return RustealError_Ok;
	}
	ERustealErrorCode SetGetElementImpl(UObjectHandle O, FPropertyHandle P, int32 Logical, uint8* Out, uint32 Size, uint32* Written)
	{
		void* V;
		ERustealErrorCode C;
		FSetProperty* S = ContainerOf<FSetProperty>(O, P, V, C);
		if (!S) return C;
		FScriptSetHelper H(S, V);
		const int32 I = LogicalToSparse(H, Logical);
		if (I == INDEX_NONE) return Rusteal::Fail(RustealError_IndexOutOfRange, FString::Printf(TEXT("index %d of %d"), Logical, H.Num()));
		TArray<uint8> Bytes;
		Rusteal::EncodeElement(S->ElementProp, H.GetElementPtr(I), Bytes);
		return CopyOut(Bytes, Out, Size, Written);
	}
	uint8* AllocTempImpl(FPropertyHandle P)
	{
		FProperty* Property = Prop(P);
		if (!CastField<FArrayProperty>(Property) && !CastField<FMapProperty>(Property) && !CastField<FSetProperty>(Property)) return nullptr;
		const int32 Size = Property->GetOffset_ForInternal() + Property->GetSize();
		uint8* Base = static_cast<uint8*>(FMemory::Malloc(FMath::Max(Size, 1), 16));
		FMemory::Memzero(Base, FMath::Max(Size, 1));
		Property->InitializeValue_InContainer(Base);
		return Base;
	}
	void FreeTempImpl(FPropertyHandle P, uint8* Base)
	{
		if (!Base) return;
		if (FProperty* Property = Prop(P)) Property->DestroyValue_InContainer(Base);
		FMemory::Free(Base);
	}
	ERustealErrorCode ArrayCopyAllImpl(UObjectHandle O, FPropertyHandle P, uint8* Out, uint32 Size, uint32* Total, int32* Count)
	{
		void* V;
		ERustealErrorCode C;
		FArrayProperty* A = ContainerOf<FArrayProperty>(O, P, V, C);
		if (!A) return C;
		TArray<uint8> All;
		const int32 N = Rusteal::EncodeArray(A, V, All);
		return BulkOut(All, N, Out, Size, Total, Count);
	}
	ERustealErrorCode ArraySetAllImpl(UObjectHandle O, FPropertyHandle P, const uint8* In, uint32 Size, int32 Count)
	{
		void* V;
		ERustealErrorCode C;
		FArrayProperty* A = ContainerOf<FArrayProperty>(O, P, V, C);
		if (!A) return C;
		FScriptArrayHelper H(A, V);
		H.EmptyValues();
		uint32 At = 0;
		for (int32 I = 0; I < Count; ++I)
		{
			const uint8* Chunk = nullptr;
			uint32 N = 0;
			switch (Rusteal::TakeChunk(In, Size, At, Chunk, N))
			{
			case Rusteal::EChunk::EndsInLength: return Rusteal::Fail(RustealError_TypeMismatch, FString::Printf(TEXT("the buffer ends inside element %d"), I));
			case Rusteal::EChunk::EndsInBytes: return Rusteal::Fail(RustealError_TypeMismatch, FString::Printf(TEXT("element %d runs past the buffer"), I));
			case Rusteal::EChunk::Read: break;
			}
			const int32 Index = H.AddValue();
			if (const ERustealErrorCode R = Rusteal::DecodeElement(A->Inner, H.GetRawPtr(Index), Chunk, N)) return R;
		}
		return RustealError_Ok;
	}
	ERustealErrorCode MapCopyAllImpl(UObjectHandle O, FPropertyHandle P, uint8* Out, uint32 Size, uint32* Total, int32* Count)
	{
		void* V;
		ERustealErrorCode C;
		FMapProperty* M = ContainerOf<FMapProperty>(O, P, V, C);
		if (!M) return C;
		FScriptMapHelper H(M, V);
		TArray<uint8> All, One;
		for (int32 I = 0; I < H.GetMaxIndex(); ++I)
		{
			if (!H.IsValidIndex(I)) continue;
			One.Reset();
			Rusteal::EncodeElement(M->KeyProp, H.GetKeyPtr(I), One);
			Rusteal::PutChunk(All, One);
			One.Reset();
			Rusteal::EncodeElement(M->ValueProp, H.GetValuePtr(I), One);
			Rusteal::PutChunk(All, One);
		}
		return BulkOut(All, H.Num(), Out, Size, Total, Count);
	}
	ERustealErrorCode SetCopyAllImpl(UObjectHandle O, FPropertyHandle P, uint8* Out, uint32 Size, uint32* Total, int32* Count)
	{
		void* V;
		ERustealErrorCode C;
		FSetProperty* S = ContainerOf<FSetProperty>(O, P, V, C);
		if (!S) return C;
		FScriptSetHelper H(S, V);
		TArray<uint8> All, One;
		for (int32 I = 0; I < H.GetMaxIndex(); ++I)
		{
			if (!H.IsValidIndex(I)) continue;
			One.Reset();
			Rusteal::EncodeElement(S->ElementProp, H.GetElementPtr(I), One);
			Rusteal::PutChunk(All, One);
		}
		return BulkOut(All, H.Num(), Out, Size, Total, Count);
	}

	// ---- delegates ----------------------------------------------------------------------------
	URustealDelegateProxy* MakeProxy(UObject* Owner, uint64 CallbackId)
	{
		URustealDelegateProxy* Proxy = NewObject<URustealDelegateProxy>(Owner);
		Proxy->CallbackId = CallbackId;
		Proxy->Library = RustealCurrentLibrary();
		return Proxy;
	}
	FScriptDelegate ProxyDelegate(URustealDelegateProxy* Proxy)
	{
		FScriptDelegate Delegate;
		Delegate.BindUFunction(Proxy, GET_FUNCTION_NAME_CHECKED(URustealDelegateProxy, Invoke));
		return Delegate;
	}
	ERustealErrorCode BindDelegateImpl(UObjectHandle O, FPropertyHandle P, uint64_t Id)
	{
		FDelegateProperty* D = CastField<FDelegateProperty>(Prop(P));
		if (!IsValid(Obj(O)) || !D) return Rusteal::Fail(RustealError_TypeMismatch, TEXT("not a delegate property of a valid object"));
		*D->GetPropertyValuePtr_InContainer(Obj(O)) = ProxyDelegate(MakeProxy(Obj(O), Id));
		return RustealError_Ok;
	}
	ERustealErrorCode UnbindDelegateImpl(UObjectHandle O, FPropertyHandle P)
	{
		FDelegateProperty* D = CastField<FDelegateProperty>(Prop(P));
		if (!IsValid(Obj(O)) || !D) return Rusteal::Fail(RustealError_TypeMismatch, TEXT("not a delegate property of a valid object"));
		D->GetPropertyValuePtr_InContainer(Obj(O))->Unbind();
		return RustealError_Ok;
	}
	ERustealErrorCode AddMulticastImpl(UObjectHandle O, FPropertyHandle P, uint64_t Id)
	{
		FMulticastDelegateProperty* M = CastField<FMulticastDelegateProperty>(Prop(P));
		if (!IsValid(Obj(O)) || !M) return Rusteal::Fail(RustealError_TypeMismatch, TEXT("not a multicast delegate property of a valid object"));
		M->AddDelegate(ProxyDelegate(MakeProxy(Obj(O), Id)), Obj(O));
		return RustealError_Ok;
	}
	ERustealErrorCode RemoveMulticastImpl(UObjectHandle O, FPropertyHandle P, uint64_t Id)
	{
		FMulticastDelegateProperty* M = CastField<FMulticastDelegateProperty>(Prop(P));
		if (!IsValid(Obj(O)) || !M) return Rusteal::Fail(RustealError_TypeMismatch, TEXT("not a multicast delegate property of a valid object"));
		// The proxies of this callback among the owner's subobjects.
		TArray<UObject*> Inner;
		GetObjectsWithOuter(Obj(O), Inner, false);
		for (UObject* Candidate : Inner)
		{
			URustealDelegateProxy* Proxy = Cast<URustealDelegateProxy>(Candidate);
			if (Proxy && Proxy->CallbackId == Id && Proxy->Library == RustealCurrentLibrary())
			{
				M->RemoveDelegate(ProxyDelegate(Proxy), Obj(O));
				Proxy->Library = nullptr;
			}
		}
		return RustealError_Ok;
	}
	ERustealErrorCode BroadcastMulticastImpl(UObjectHandle O, FPropertyHandle P, uint8* Params)
	{
		FMulticastDelegateProperty* M = CastField<FMulticastDelegateProperty>(Prop(P));
		if (!IsValid(Obj(O)) || !M) return Rusteal::Fail(RustealError_TypeMismatch, TEXT("not a multicast delegate property of a valid object"));
		if (const FMulticastScriptDelegate* D = M->GetMulticastDelegate(M->ContainerPtrToValuePtr<void>(Obj(O))))
		{
			D->ProcessMulticastDelegate<UObject>(Params);
		}
		return RustealError_Ok;
	}
	ERustealErrorCode ReadParamImpl(FPropertyHandle P, void* Params, uint32 Offset, uint8* Out, uint32 Size, uint32* Written)
	{
		if (!Prop(P) || !Params) return Rusteal::Fail(RustealError_NullArgument, TEXT("the property or the parameters are null"));
		TArray<uint8> Bytes;
		if (FStrProperty* Str = CastField<FStrProperty>(Prop(P)))
		{
			// Strings come out as u32 length + UTF-8.
			FTCHARToUTF8 Conv(*Str->GetPropertyValue(static_cast<uint8*>(Params) + Offset));
			const uint32 N = static_cast<uint32>(Conv.Length());
			Bytes.Append(reinterpret_cast<const uint8*>(&N), sizeof(N));
			Bytes.Append(reinterpret_cast<const uint8*>(Conv.Get()), Conv.Length());
		}
		else
		{
			Rusteal::EncodeElement(Prop(P), static_cast<uint8*>(Params) + Offset, Bytes);
		}
		return CopyOut(Bytes, Out, Size, Written);
	}
	ERustealErrorCode AddFunctionImpl(UObjectHandle O, FPropertyHandle P, UObjectHandle Target, const uint8* N, uint32 L)
	{
		FMulticastDelegateProperty* M = CastField<FMulticastDelegateProperty>(Prop(P));
		if (!IsValid(Obj(O)) || !M) return Rusteal::Fail(RustealError_TypeMismatch, TEXT("not a multicast delegate property of a valid object"));
		if (!IsValid(Obj(Target))) return Rusteal::Fail(RustealError_ObjectDestroyed, TEXT("the target is not valid"));
		const FName Name(*Rusteal::Utf8(N, L));
		UFunction* Function = Obj(Target)->FindFunction(Name);
		if (!Function)
			return Rusteal::Fail(RustealError_FunctionNotFound, FString::Printf(TEXT("%s has no function %s"), *Obj(Target)->GetClass()->GetName(), *Name.ToString()));
		// AddDynamic checks this at compile time; a mismatch here would read the broadcast's
		// parameters with another layout.
		if (M->SignatureFunction && !Function->IsSignatureCompatibleWith(M->SignatureFunction))
			return Rusteal::Fail(RustealError_TypeMismatch, FString::Printf(TEXT("%s.%s does not take the parameters of %s"),
				*Obj(Target)->GetClass()->GetName(), *Name.ToString(), *M->SignatureFunction->GetName()));
		FScriptDelegate Delegate;
		Delegate.BindUFunction(Obj(Target), Name);
		M->AddDelegate(MoveTemp(Delegate), Obj(O));
		return RustealError_Ok;
	}
}

const FRustealReflectionApi Rusteal::GReflectionApi = {&FindClassImpl, &FindPropertyImpl, &GetStaticClassImpl,
	&GetPropertySizeImpl, &FindStructImpl, &FindStructPropertyImpl, &FindFunctionImpl, &AllocParamsImpl, &FreeParamsImpl,
	&CallFunctionImpl, &GetFunctionParamImpl, &GetPropertyOffsetImpl, &FindFunctionByClassImpl, &GetElementSizeImpl,
	&GetStructSizeImpl, &InitializeStructImpl, &DestroyStructImpl, &CopyStructImpl, &FindEnumImpl, &GetDelegateSignatureImpl};
const FRustealContainerApi Rusteal::GContainerApi = {&ArrayLenImpl, &ArrayGetImpl, &ArraySetImpl, &ArrayAddImpl,
	&ArrayRemoveImpl, &ArrayClearImpl, &ArrayElementSizeImpl, &MapLenImpl, &MapFindImpl, &MapAddImpl, &MapRemoveImpl,
	&MapClearImpl, &MapGetPairImpl, &SetLenImpl, &SetContainsImpl, &SetAddImpl, &SetRemoveImpl, &SetClearImpl,
	&SetGetElementImpl, &AllocTempImpl, &FreeTempImpl, &ArrayCopyAllImpl, &ArraySetAllImpl, &MapCopyAllImpl, &SetCopyAllImpl};
const FRustealDelegateApi Rusteal::GDelegateApi = {&BindDelegateImpl, &UnbindDelegateImpl, &AddMulticastImpl,
	&RemoveMulticastImpl, &BroadcastMulticastImpl, &ReadParamImpl, &AddFunctionImpl};
